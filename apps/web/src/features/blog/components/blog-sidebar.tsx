import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { useBlogArchive, useBlogCategories, useBlogTags } from '../api/blog-api';
import { ArchiveList } from './archive-list';
import { BlogSearchBox } from './blog-search-box';
import classes from './blog-sidebar.module.css';
import { TagChips } from './tag-chips';

type Section = 'search' | 'categories' | 'tags' | 'archive';

interface BlogSidebarProps {
  /**
   * What to show; a page leaves out what it already is (the archive page has no archive box). The
   * bar above every page has the search field already.
   */
  sections?: Section[];
  /** The category or tag whose page this is, marked as current. */
  currentCategory?: string;
  currentTag?: string;
}

function BoxSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton h={14} mb={10} />
      <Skeleton h={14} mb={10} w="80%" />
      <Skeleton h={14} w="60%" />
    </div>
  );
}

function Categories({ current }: { current?: string }) {
  const { t } = useTranslation('blog');
  const lang = currentLanguage();
  const categories = useBlogCategories();
  if (categories.isPending) return <BoxSkeleton />;
  if (categories.isError) return <p className={classes.note}>{t('sidebar.unavailable')}</p>;
  const shown = categories.data.filter((category) => category.postCount > 0);
  if (!shown.length) return <p className={classes.note}>{t('sidebar.noCategories')}</p>;
  return (
    <ul className={classes.list}>
      {shown.map((category) => (
        <li key={category._id}>
          <Link
            className={classes.link}
            to={`/blog/category/${encodeURIComponent(category.slug)}`}
            aria-current={current === category.slug ? 'page' : undefined}
          >
            <span>{category.name}</span>
            <span className={classes.count}>{formatNumber(category.postCount, lang)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Tags({ current }: { current?: string }) {
  const { t } = useTranslation('blog');
  const tags = useBlogTags();
  if (tags.isPending) return <BoxSkeleton />;
  if (tags.isError) return <p className={classes.note}>{t('sidebar.unavailable')}</p>;
  const shown = tags.data.filter((tag) => tag.postCount > 0);
  if (!shown.length) return <p className={classes.note}>{t('sidebar.noTags')}</p>;
  return <TagChips tags={shown} current={current} />;
}

function Archive() {
  const { t } = useTranslation('blog');
  const archive = useBlogArchive();
  if (archive.isPending) return <BoxSkeleton />;
  if (archive.isError) return <p className={classes.note}>{t('sidebar.unavailable')}</p>;
  if (!archive.data.length) return <p className={classes.note}>{t('archive.empty')}</p>;
  return (
    <>
      <ArchiveList years={archive.data} foldOlderYears headingLevel={3} />
      <Link className={classes.more} to="/blog/archive">
        {t('sidebar.wholeArchive')}
      </Link>
    </>
  );
}

/** Beside the lists: search, categories with counts, tags and the archive by month. */
export function BlogSidebar({
  sections = ['categories', 'tags', 'archive'],
  currentCategory,
  currentTag,
}: BlogSidebarProps) {
  const { t } = useTranslation('blog');
  const box = (id: Section, title: string, content: ReactNode) => (
    <section key={id} className={classes.box} aria-labelledby={`blog-sidebar-${id}`}>
      <h2 id={`blog-sidebar-${id}`} className={classes.title}>
        {title}
      </h2>
      {content}
    </section>
  );
  return (
    <aside className={classes.sidebar} aria-label={t('sidebar.label')}>
      {sections.map((section) => {
        switch (section) {
          case 'search':
            return box('search', t('sidebar.search'), <BlogSearchBox variant="bar" />);
          case 'categories':
            return box('categories', t('sidebar.categories'), <Categories current={currentCategory} />);
          case 'tags':
            return box('tags', t('sidebar.tags'), <Tags current={currentTag} />);
          case 'archive':
            return box('archive', t('sidebar.archive'), <Archive />);
          default:
            return null;
        }
      })}
    </aside>
  );
}
