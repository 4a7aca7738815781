import type { RoomFeature, RoomKind } from '@app/shared/hotels/catalog';
import { type RoomTypeAdminDto, type RoomTypeInput, roomTypeInput } from '@app/shared/hotels/schemas';
import { emptyLocalized } from '@app/shared/i18n/localized-input';
import { fromMinorUnits, toMinorUnits } from '../../../../lib/money';
import { type FieldIssue, schemaIssues } from '../../../../lib/schema-issues';
import { type LocalizedValues, localizedValues } from './hotel-form';

export interface RoomFormValues {
  name: LocalizedValues;
  roomType: RoomKind;
  /** Whole currency units with up to two decimals, as typed; sent as minor units. */
  price: number | string;
  maxOccupancy: number | string;
  totalRooms: number | string;
  features: RoomFeature[];
  images: string[];
}

export function emptyRoomValues(): RoomFormValues {
  return {
    name: emptyLocalized(),
    roomType: 'standard',
    price: '',
    maxOccupancy: 2,
    totalRooms: 1,
    features: [],
    images: [],
  };
}

export function roomValuesFromDto(room: RoomTypeAdminDto): RoomFormValues {
  return {
    name: localizedValues(room.name),
    roomType: room.roomType,
    price: fromMinorUnits(room.pricePerNight),
    maxOccupancy: room.maxOccupancy,
    totalRooms: room.totalRooms,
    features: [...room.features],
    images: [...room.images],
  };
}

const wholeNumber = (value: number | string): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

export type RoomParse = { ok: true; input: RoomTypeInput } | { ok: false; issues: FieldIssue[] };

/** Checks a room with the shared schema; the price goes out in minor units. */
export function parseRoomValues(values: RoomFormValues): RoomParse {
  const result = roomTypeInput.safeParse({
    name: values.name,
    roomType: values.roomType,
    pricePerNight: toMinorUnits(values.price),
    maxOccupancy: wholeNumber(values.maxOccupancy),
    totalRooms: wholeNumber(values.totalRooms),
    features: values.features,
    images: values.images,
  });
  if (result.success) return { ok: true, input: result.data };
  // The price is typed as `price` but checked as `pricePerNight`.
  return {
    ok: false,
    issues: schemaIssues(result.error).map((issue) =>
      issue.field === 'pricePerNight' ? { ...issue, field: 'price' } : issue,
    ),
  };
}
