import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../lib/i18n';
import { theme } from '../lib/theme';
import { LanguageSync } from './language-sync';

function DirectionProbe() {
  return <p>direction: {useDirection().dir}</p>;
}

describe('LanguageSync', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('turns Mantine right-to-left for Arabic and back, live', async () => {
    await initI18n('en');
    render(
      <DirectionProvider detectDirection={false}>
        <MantineProvider theme={theme} env="test">
          <LanguageSync>
            <DirectionProbe />
          </LanguageSync>
        </MantineProvider>
      </DirectionProvider>,
    );
    expect(screen.getByText('direction: ltr')).toBeInTheDocument();

    await act(() => changeLanguage('ar'));
    expect(screen.getByText('direction: rtl')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');

    await act(() => changeLanguage('tr'));
    expect(screen.getByText('direction: ltr')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('ltr');
  });
});
