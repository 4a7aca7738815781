import type { Language } from '@app/shared/i18n/languages';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { toMinorUnits } from '../lib/money';
import { theme } from '../lib/theme';
import { NumberField } from './number-field';

/**
 * A price field as the admin forms use it; the last value the form got is shown beside it. The form
 * gets a number, or the number's plain text while it has trailing zeros ("1050.50").
 */
function Price({ grouped, initial = '' }: { grouped: boolean; initial?: number | string }) {
  const [value, setValue] = useState<number | string>(initial);
  return (
    <>
      <NumberField
        label="Price"
        decimalScale={2}
        thousandSeparator={grouped}
        value={value}
        onChange={setValue}
      />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

async function showPrice(lang: Language, initial: number | string, grouped = false) {
  await initI18n(lang);
  render(
    <MantineProvider theme={theme} env="test">
      <Price grouped={grouped} initial={initial} />
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: 'Price' });
}

async function typePrice(lang: Language, text: string, grouped = false) {
  const input = await showPrice(lang, '', grouped);
  await userEvent.type(input, text);
  return { input, value: JSON.parse(screen.getByRole('status').textContent ?? '""') as unknown };
}

describe('NumberField', () => {
  it.each(['fr', 'es', 'tr'] as const)('takes a decimal comma in %s: "1050,50" is 1050.5', async (lang) => {
    const { input, value } = await typePrice(lang, '1050,50');
    expect(input).toHaveValue('1050,50');
    expect(value).toBe('1050.50');
    expect(toMinorUnits(value as string)).toBe(105_050);
  });

  it.each(['en', 'ar'] as const)('keeps the decimal point in %s: "1050.50" is 1050.5', async (lang) => {
    const { input, value } = await typePrice(lang, '1050.50');
    expect(input).toHaveValue('1050.50');
    expect(value).toBe('1050.50');
    expect(toMinorUnits(value as string)).toBe(105_050);
  });

  it('turns a point typed on a French page into its decimal comma', async () => {
    const { input, value } = await typePrice('fr', '40.6166');
    expect(input).toHaveValue('40,61');
    expect(value).toBe(40.61);
  });

  it('groups thousands the language’s way when the field groups them', async () => {
    expect((await typePrice('es', '1234567,5', true)).input).toHaveValue('1.234.567,5');
  });

  it('groups French thousands with a narrow no-break space', async () => {
    const { input, value } = await typePrice('fr', '1234,5', true);
    expect(input).toHaveValue('1\u202f234,5');
    expect(value).toBe(1234.5);
  });

  it('groups English thousands with a comma', async () => {
    const { input, value } = await typePrice('en', '1234.5', true);
    expect(input).toHaveValue('1,234.5');
    expect(value).toBe(1234.5);
  });

  it('shows a saved price in the reader’s way', async () => {
    expect(await showPrice('es', 1050.5, true)).toHaveValue('1.050,5');
  });

  it('shows a saved price with a point in English', async () => {
    expect(await showPrice('en', 1050.5, true)).toHaveValue('1,050.5');
  });
});
