import type { PlaceSuggestionsDto } from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { type Localized, nameIn, pickLocalized } from '@app/shared/i18n/localized';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { everyWordIn, searchWords } from '../../lib/search-words.ts';
import { foldForSearch, foldForSearchSql } from '../../lib/text-fold.ts';
import { HOTEL_TEXT } from './hotel-search.repository.ts';

const DESTINATION_NAMES = sql`concat_ws(' ', d.name->>'en', d.name->>'tr', d.name->>'ar')`;
const HOTEL_NAMES = sql`concat_ws(' ', h.name->>'en', h.name->>'tr', h.name->>'ar')`;

/** SQL true when a word of `names` starts with the query's first word (ranks "Uzun…" before "…uzun…"). */
function startsAWord(names: SQL, query: string): SQL {
  const first = foldForSearch(searchWords(query)[0] ?? '').replace(/[\\%_]/g, (c) => `\\${c}`);
  const folded = foldForSearchSql(names);
  return sql`(${folded} like ${`${first}%`} or ${folded} like ${`% ${first}%`})`;
}

/**
 * What the Where box offers as a traveller types: destinations first (with their published hotel
 * count), then published hotels, each matching every word of the query in any language, folded as
 * search folds it; names that start with the first word come before names that only contain it.
 */
export async function placeSuggestions(db: Db, query: string, lang: Language): Promise<PlaceSuggestionsDto> {
  if (searchWords(query).length === 0) return { destinations: [], hotels: [] };
  const [destinations, hotels] = await Promise.all([
    db.execute(sql`
      select d.slug, d.name, d.country,
        (select count(*) from hotels h where h.destination_id = d.id and h.published)::int as properties
      from destinations d
      where ${everyWordIn(sql`concat_ws(' ', ${DESTINATION_NAMES}, d.slug)`, query)}
      order by ${startsAWord(DESTINATION_NAMES, query)} desc, properties desc, d.featured desc, d.sort_order, d.slug
      limit 5`),
    db.execute(sql`
      select h.id, h.slug, h.name, h.city, h.city_names as "cityNames", d.name as "destinationName"
      from hotels h
      left join destinations d on d.id = h.destination_id
      where h.published and ${everyWordIn(HOTEL_TEXT, query)}
      order by ${startsAWord(HOTEL_NAMES, query)} desc, h.featured desc, h.average_rating desc, h.id
      limit 6`),
  ]);
  return {
    destinations: rowsOf<{ slug: string; name: Localized; country: string; properties: number }>(
      destinations,
    ).map((d) => ({
      slug: d.slug,
      name: pickLocalized(d.name, lang).text,
      country: d.country,
      properties: Number(d.properties),
    })),
    hotels: rowsOf<{
      id: string;
      slug: string;
      name: Localized;
      city: string;
      cityNames: Localized;
      destinationName: Localized | null;
    }>(hotels).map((h) => {
      const city = nameIn(h.city, h.cityNames, lang);
      const destination = h.destinationName ? pickLocalized(h.destinationName, lang).text : '';
      return {
        _id: h.id,
        slug: h.slug,
        name: pickLocalized(h.name, lang).text,
        place: [...new Set([city, destination].filter(Boolean))].join(' · '),
      };
    }),
  };
}
