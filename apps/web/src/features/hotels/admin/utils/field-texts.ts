import { adminFieldTexts } from '../../../../components/admin/admin-field-texts';
import type { FieldTexts } from '../../../../lib/use-field-message';

/** The room type editor's words for field issues: as the other admin editors', with the room's own name. */
export const roomFieldTexts: FieldTexts = {
  keyOf: (code, field) =>
    field === 'name.en' && code === 'required'
      ? 'adminHotels:validation.roomNameEnRequired'
      : adminFieldTexts.keyOf(code, field),
  values: adminFieldTexts.values,
};
