import { useCallback } from 'react';
import { useFieldMessage } from '../../../components/admin/use-field-message';
import { useTranslation } from '../../../lib/use-translation';

/** Texts that name a destination; the rest (address format, coordinates, lengths) are shared. */
const SPECIFIC: Record<string, Record<string, string>> = {
  'name.en': { required: 'validation.nameEnRequired' },
  country: { required: 'validation.countryRequired' },
  slug: { slug_taken: 'validation.slugTaken' },
  sortOrder: { out_of_range: 'validation.sortOrderRange', invalid_value: 'validation.sortOrderRange' },
};

/** A field issue of the destination editor (from the shared schema or the server), in the reader's language. */
export function useDestinationMessage() {
  const { t } = useTranslation('adminDestinations');
  const shared = useFieldMessage();
  return useCallback(
    (field: string, code: string, serverMessage?: string): string => {
      const key = SPECIFIC[field]?.[code];
      return key ? t(key) : shared(field, code, serverMessage);
    },
    [t, shared],
  );
}
