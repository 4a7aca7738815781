import { adminFieldTexts } from '../../../components/admin/admin-field-texts';
import type { FullTextKey } from '../../../lib/translator';
import type { FieldTexts } from '../../../lib/use-field-message';

/** Texts that name a destination; the rest (address format, coordinates, lengths) are the other admin editors'. */
const SPECIFIC: Record<string, Record<string, FullTextKey>> = {
  'name.en': { required: 'adminDestinations:validation.nameEnRequired' },
  country: { required: 'adminDestinations:validation.countryRequired' },
  slug: { slug_taken: 'adminDestinations:validation.slugTaken' },
  sortOrder: {
    out_of_range: 'adminDestinations:validation.sortOrderRange',
    invalid_value: 'adminDestinations:validation.sortOrderRange',
  },
};

/** The destination editor's words for field issues. */
export const destinationFieldTexts: FieldTexts = {
  keyOf: (code, field) => SPECIFIC[field]?.[code] ?? adminFieldTexts.keyOf(code, field),
  values: adminFieldTexts.values,
};
