import type { Language } from '@app/shared/i18n/languages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render-routes';
import { TranslationTabs } from './translation-tabs';

function Fields({ withErrors = [] }: { withErrors?: Language[] }) {
  const [lang, setLang] = useState<Language>('en');
  return (
    <TranslationTabs
      label="Content language"
      value={lang}
      onChange={setLang}
      withErrors={withErrors}
      errorText="(has errors)"
      note={(l) => (l === 'en' ? <span>required</span> : null)}
    >
      {(l) => (
        <label>
          {`Title in ${l}`}
          <input />
        </label>
      )}
    </TranslationTabs>
  );
}

describe('TranslationTabs', () => {
  it('names each tab by its language, with its note and its errors, and shows that language’s fields', async () => {
    await renderRoutes([{ path: '*', element: <Fields withErrors={['ar']} /> }]);
    const list = screen.getByRole('tablist', { name: 'Content language' });
    expect(within(list).getByRole('tab', { name: /English\s*required/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(list).getByRole('tab', { name: /العربية/ })).toHaveAccessibleName(/has errors/);
    expect(within(list).getByRole('tab', { name: /Türkçe/ })).not.toHaveAccessibleName(/has errors/);
    expect(screen.getByLabelText('Title in en')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('tab', { name: /Türkçe/ }));
    expect(screen.getByLabelText('Title in tr')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title in en')).not.toBeInTheDocument();
  });
});
