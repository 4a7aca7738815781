import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { codeAsWords } from './preview';

type Names = Record<string, string>;

/**
 * The provider's codes in the reader's language: amenities (WIFI, SPA, PARKING…), room categories
 * (STANDARD_ROOM, SUITE…), bed types and boards. A code the app has no name for is written as the
 * provider's words (`BAR or LOUNGE` → "Bar or lounge") rather than left out.
 */
export function useProviderWords() {
  const { t } = useTranslation('trabzonHotels');
  return useMemo(() => {
    const group = (key: 'amenities' | 'rooms' | 'bedTypes' | 'boards') =>
      t<Names>(key, { returnObjects: true });
    const amenities = group('amenities');
    const rooms = group('rooms');
    const beds = group('bedTypes');
    const boards = group('boards');
    const name = (names: Names, code: string) => names[code] ?? codeAsWords(code);
    return {
      amenity: (code: string) => name(amenities, code),
      room: (category: string) => name(rooms, category),
      bed: (type: string) => name(beds, type),
      board: (code: string) => name(boards, code),
    };
  }, [t]);
}
