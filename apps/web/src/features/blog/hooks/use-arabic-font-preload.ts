import arabicRegular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import arabicBold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url';
import { preload } from 'react-dom';

/**
 * Asks for the Arabic font at once on a page that shows Arabic text at the top. The stylesheet
 * names the font, but the browser would only fetch it after the stylesheet arrives and the text is
 * laid out: the text would first show in a fallback font, then move when the font comes. The
 * server writes these requests into the page itself.
 */
export function useArabicFontPreload(active: boolean): void {
  if (!active) return;
  for (const href of [arabicBold, arabicRegular]) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
}
