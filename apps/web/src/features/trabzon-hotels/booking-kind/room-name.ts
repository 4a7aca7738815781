import { useCallback } from 'react';
import { type TFunction, useTranslation } from '../../../lib/use-translation';
import { codeAsWords } from '../utils/preview';

/** A room category named from a table of names (a texts' group), else in the provider's words. */
export function roomNameOf(names: unknown, category: string): string {
  const found =
    typeof names === 'object' && names !== null ? (names as Record<string, unknown>)[category] : undefined;
  return typeof found === 'string' ? found : codeAsWords(category);
}

/** A provider's room category in the reader's language, from the booking texts. */
export const roomNameIn = (t: TFunction<'booking'>, category: string) =>
  roomNameOf(t('providerHotel.rooms', { returnObjects: true }), category);

/** `roomNameIn` for a component. */
export function useRoomName() {
  const { t } = useTranslation('booking');
  return useCallback((category: string) => roomNameIn(t, category), [t]);
}
