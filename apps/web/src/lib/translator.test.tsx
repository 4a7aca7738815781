import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type TOptions, Translator } from './translator';
import { Trans } from './use-translation';

/** These tests' texts are made up, not the app's: their `t` is read without the check of the app's keys. */
interface LooseT {
  (key: string, options?: TOptions): string;
  <T>(key: string, options: TOptions & { returnObjects: true }): T;
}
const loose = (t: unknown) => t as LooseT;

function translator() {
  const tr = new Translator();
  tr.addBundle('en', 'common', {
    hello: 'Hello {{name}}',
    nested: { deep: 'Deep' },
    nights_one: '{{count}} night',
    nights_other: '{{count}} nights',
    nights_zero: 'No nights',
    onlyEnglish: 'Only in English',
    story: ['{{site}} began in Trabzon', 'We know the coast'],
    terms: 'I accept the <terms>terms</terms> and <privacy>privacy policy</privacy>.',
  });
  tr.addBundle('en', 'home', { title: 'Home' });
  tr.addBundle('ar', 'common', {
    hello: 'مرحبا {{name}}',
    nights_zero: 'لا ليالي',
    nights_one: 'ليلة واحدة',
    nights_two: 'ليلتان',
    nights_few: '{{count}} ليالٍ',
    nights_many: '{{count}} ليلة',
    nights_other: '{{count}} ليلة',
  });
  tr.addBundle('tr', 'common', { nights_other: '{{count}} gece' });
  return tr;
}

describe('translator', () => {
  it('fills values and reads nested keys, in the namespaces asked for or named in the key', () => {
    const t = loose(translator().getFixedT('en', ['home', 'common']));
    expect(t('hello', { name: 'Ayşe' })).toBe('Hello Ayşe');
    expect(t('nested.deep')).toBe('Deep');
    expect(t('title')).toBe('Home');
    expect(t('common:hello', { name: 'Ali' })).toBe('Hello Ali');
    expect(t('home:hello')).toBe('hello');
  });

  it('chooses plural forms by the language, with a zero form for 0', () => {
    const tr = translator();
    const en = loose(tr.getFixedT('en'));
    expect([0, 1, 2].map((count) => en('nights', { count }))).toEqual(['No nights', '1 night', '2 nights']);
    const ar = loose(tr.getFixedT('ar'));
    expect([0, 1, 2, 3, 11, 100].map((count) => ar('nights', { count }))).toEqual([
      'لا ليالي',
      'ليلة واحدة',
      'ليلتان',
      '3 ليالٍ',
      '11 ليلة',
      '100 ليلة',
    ]);
    expect(loose(tr.getFixedT('tr'))('nights', { count: 1 })).toBe('1 gece');
  });

  it('falls back to English, then to the key', () => {
    const t = loose(translator().getFixedT('tr'));
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(t('nowhere', { defaultValue: 'Default' })).toBe('Default');
  });

  it('returns lists with their strings filled when asked for objects', () => {
    const t = loose(translator().getFixedT('en'));
    expect(t<string[]>('story', { returnObjects: true, site: 'Karadeniz Travel' })).toEqual([
      'Karadeniz Travel began in Trabzon',
      'We know the coast',
    ]);
  });

  it('tells readers when the language or the texts change', () => {
    const tr = translator();
    let calls = 0;
    const stop = tr.subscribe(() => {
      calls += 1;
    });
    const before = tr.getVersion();
    tr.changeLanguage('ar');
    tr.changeLanguage('ar');
    tr.addBundle('ar', 'home', { title: 'الرئيسية' });
    stop();
    tr.changeLanguage('en');
    expect(calls).toBe(2);
    expect(tr.getVersion()).toBe(before + 3);
    expect(tr.dir('ar')).toBe('rtl');
  });

  it('puts elements around the tagged words of a sentence', () => {
    const t = loose(translator().getFixedT('en'));
    render(
      <p>
        <Trans
          t={t as never}
          i18nKey={'terms' as never}
          components={{ terms: <a href="/terms">terms</a>, privacy: <a href="/privacy">privacy</a> }}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('paragraph')).toHaveTextContent('I accept the terms and privacy policy.');
  });
});
