import type { RoomFeature, RoomKind } from '@app/shared/hotels/catalog';
import type { Localized } from '@app/shared/i18n/localized';

export interface RoomTemplate {
  name: Required<Localized>;
  roomType: RoomKind;
  features: RoomFeature[];
  maxOccupancy: number;
  image: number;
}

/** Room kinds reused across hotels; each hotel sets its own price and count. */
export const ROOMS = {
  standard: {
    name: {
      en: 'Standard double room',
      tr: 'Standart çift kişilik oda',
      ar: 'غرفة مزدوجة قياسية',
      fr: 'Chambre double standard',
      es: 'Habitación doble estándar',
    },
    roomType: 'standard',
    features: ['shower', 'tv', 'kettle', 'heating', 'nonSmoking'],
    maxOccupancy: 2,
    image: 1,
  },
  twin: {
    name: {
      en: 'Twin room',
      tr: 'İki yataklı oda',
      ar: 'غرفة بسريرين منفصلين',
      fr: 'Chambre à lits jumeaux',
      es: 'Habitación con dos camas',
    },
    roomType: 'twin',
    features: ['twinBeds', 'shower', 'tv', 'kettle', 'nonSmoking'],
    maxOccupancy: 2,
    image: 2,
  },
  seaView: {
    name: {
      en: 'Deluxe sea view room',
      tr: 'Deniz manzaralı deluxe oda',
      ar: 'غرفة ديلوكس مطلة على البحر',
      fr: 'Chambre deluxe vue sur mer',
      es: 'Habitación deluxe con vistas al mar',
    },
    roomType: 'deluxe',
    features: ['seaView', 'balcony', 'kingBed', 'minibar', 'airConditioning', 'safe'],
    maxOccupancy: 2,
    image: 3,
  },
  lakeView: {
    name: {
      en: 'Lake view deluxe room',
      tr: 'Göl manzaralı deluxe oda',
      ar: 'غرفة ديلوكس مطلة على البحيرة',
      fr: 'Chambre deluxe vue sur le lac',
      es: 'Habitación deluxe con vistas al lago',
    },
    roomType: 'deluxe',
    features: ['lakeView', 'balcony', 'kingBed', 'kettle', 'heating'],
    maxOccupancy: 2,
    image: 4,
  },
  family: {
    name: {
      en: 'Family room',
      tr: 'Aile odası',
      ar: 'غرفة عائلية',
      fr: 'Chambre familiale',
      es: 'Habitación familiar',
    },
    roomType: 'family',
    features: ['sofaBed', 'bathtub', 'tv', 'kettle', 'heating'],
    maxOccupancy: 4,
    image: 5,
  },
  suite: {
    name: {
      en: 'Suite with lounge',
      tr: 'Salonlu süit',
      ar: 'جناح مع صالة',
      fr: 'Suite avec salon',
      es: 'Suite con salón',
    },
    roomType: 'suite',
    features: ['kingBed', 'jacuzzi', 'minibar', 'desk', 'safe', 'airConditioning'],
    maxOccupancy: 3,
    image: 6,
  },
  bungalow: {
    name: {
      en: 'Wooden bungalow',
      tr: 'Ahşap bungalov',
      ar: 'كوخ خشبي',
      fr: 'Bungalow en bois',
      es: 'Bungaló de madera',
    },
    roomType: 'bungalow',
    features: ['fireplace', 'mountainView', 'kitchenette', 'heating'],
    maxOccupancy: 4,
    image: 7,
  },
  single: {
    name: {
      en: 'Single room',
      tr: 'Tek kişilik oda',
      ar: 'غرفة مفردة',
      fr: 'Chambre simple',
      es: 'Habitación individual',
    },
    roomType: 'single',
    features: ['shower', 'desk', 'tv', 'nonSmoking'],
    maxOccupancy: 1,
    image: 8,
  },
} satisfies Record<string, RoomTemplate>;

export type RoomKey = keyof typeof ROOMS;
