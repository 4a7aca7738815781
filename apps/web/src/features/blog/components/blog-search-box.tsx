import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useId } from 'react';
import { createSearchParams, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { SEARCH_QUERY_MAX } from '../utils/limits';
import classes from './blog-search-box.module.css';

interface BlogSearchBoxProps {
  /** The words already searched for (the search page fills them in). */
  defaultValue?: string;
  /** `bar`: compact, label for screen readers only; `page`: large, with a visible label. */
  variant?: 'bar' | 'page';
  className?: string;
}

/**
 * A search form that goes to `/blog/search?q=…`. It is a plain GET form, so it works before any
 * script runs; once live it navigates as the page's router does (in the app, without reloading).
 */
export function BlogSearchBox({ defaultValue = '', variant = 'page', className }: BlogSearchBoxProps) {
  const { t } = useTranslation('blog');
  const id = useId();
  const navigate = useNavigate();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    void navigate({ pathname: '/blog/search', search: `?${createSearchParams({ q: String(q ?? '') })}` });
  };
  return (
    <form
      method="get"
      action="/blog/search"
      onSubmit={search}
      role="search"
      className={[classes.form, classes[variant], className].filter(Boolean).join(' ')}
    >
      <label htmlFor={id} className={variant === 'bar' ? classes.hiddenLabel : classes.label}>
        {t('search.label')}
      </label>
      <div className={classes.field}>
        <IconSearch size={18} aria-hidden="true" className={classes.icon} />
        <input
          key={defaultValue}
          id={id}
          className={classes.input}
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={t('search.placeholder')}
          maxLength={SEARCH_QUERY_MAX}
          enterKeyHint="search"
          autoComplete="off"
          required
        />
        <button type="submit" className={classes.submit}>
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
