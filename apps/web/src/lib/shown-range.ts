import type { Paginated } from '@app/shared/common/pagination';
import type { Language } from '@app/shared/i18n/languages';
import { formatNumber } from './format';

/** The rows a page of a list shows, as numbers to read: "from"–"to" of "total". */
export function shownRange(list: Paginated<unknown>, pageSize: number, lang: Language) {
  const offset = (list.page - 1) * pageSize;
  return {
    from: formatNumber(offset + 1, lang),
    to: formatNumber(offset + list.data.length, lang),
    total: formatNumber(list.total, lang),
  };
}
