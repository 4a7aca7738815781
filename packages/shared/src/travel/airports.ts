import { foldForSearch } from '../common/text-fold.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';

/**
 * The airports the flight search offers: Trabzon and its neighbours first, then the rest of Türkiye
 * and the places travellers to the Black Sea fly from (the Gulf, the Middle East, the Caucasus and
 * Central Asia, Europe's hubs and its Turkish communities, South and Southeast Asia, North America).
 * Names are the airports' own in every language the site speaks; positions are the terminals'.
 */

/** The groups of the airport picker, in the order it shows them. */
export const AIRPORT_REGION_IDS = [
  'black-sea',
  'turkey',
  'gulf',
  'middle-east',
  'caucasus-central-asia',
  'europe',
  'asia',
  'americas',
] as const;
export type AirportRegion = (typeof AIRPORT_REGION_IDS)[number];

/** A text in every language the site speaks. */
export type AirportText = Readonly<Record<Language, string>>;

/** The picker's groups with their labels, in order. */
export const AIRPORT_REGIONS: readonly { id: AirportRegion; label: AirportText }[] = [
  {
    id: 'black-sea',
    label: { en: 'Black Sea', tr: 'Karadeniz', ar: 'البحر الأسود', fr: 'Mer Noire', es: 'Mar Negro' },
  },
  {
    id: 'turkey',
    label: {
      en: 'Rest of Türkiye',
      tr: 'Türkiye’nin diğer şehirleri',
      ar: 'مدن تركيا الأخرى',
      fr: 'Reste de la Turquie',
      es: 'Resto de Turquía',
    },
  },
  {
    id: 'gulf',
    label: {
      en: 'The Gulf',
      tr: 'Körfez ülkeleri',
      ar: 'دول الخليج',
      fr: 'Pays du Golfe',
      es: 'Países del Golfo',
    },
  },
  {
    id: 'middle-east',
    label: {
      en: 'Middle East',
      tr: 'Orta Doğu',
      ar: 'الشرق الأوسط',
      fr: 'Moyen-Orient',
      es: 'Oriente Medio',
    },
  },
  {
    id: 'caucasus-central-asia',
    label: {
      en: 'Caucasus and Central Asia',
      tr: 'Kafkasya ve Orta Asya',
      ar: 'القوقاز وآسيا الوسطى',
      fr: 'Caucase et Asie centrale',
      es: 'Cáucaso y Asia Central',
    },
  },
  { id: 'europe', label: { en: 'Europe', tr: 'Avrupa', ar: 'أوروبا', fr: 'Europe', es: 'Europa' } },
  {
    id: 'asia',
    label: {
      en: 'South and Southeast Asia',
      tr: 'Güney ve Güneydoğu Asya',
      ar: 'جنوب آسيا وجنوب شرقها',
      fr: 'Asie du Sud et du Sud-Est',
      es: 'Sur y sudeste de Asia',
    },
  },
  {
    id: 'americas',
    label: {
      en: 'North America',
      tr: 'Kuzey Amerika',
      ar: 'أمريكا الشمالية',
      fr: 'Amérique du Nord',
      es: 'América del Norte',
    },
  },
];

/** Every airport's IATA code, grouped by region as AIRPORTS lists them (a tuple for `z.enum`). */
export const AIRPORT_CODES = [
  // Black Sea
  'TZX',
  'RZE',
  'OGU',
  'SZF',
  'BUS',
  // Rest of Türkiye
  'IST',
  'SAW',
  'ESB',
  'ADB',
  'AYT',
  'DLM',
  'BJV',
  'GZT',
  'ASR',
  'ERZ',
  'VAN',
  // The Gulf
  'DOH',
  'DXB',
  'AUH',
  'SHJ',
  'RUH',
  'JED',
  'DMM',
  'MED',
  'KWI',
  'BAH',
  'MCT',
  // Middle East
  'AMM',
  'BEY',
  'CAI',
  'BGW',
  'EBL',
  'IKA',
  // Caucasus and Central Asia
  'TBS',
  'GYD',
  'ALA',
  'TAS',
  // Europe
  'LHR',
  'FRA',
  'MUC',
  'DUS',
  'CGN',
  'STR',
  'HAM',
  'BER',
  'CDG',
  'AMS',
  'VIE',
  'ZRH',
  'CPH',
  'FCO',
  'MAD',
  'ATH',
  // South and Southeast Asia
  'KUL',
  'SIN',
  'CGK',
  'ISB',
  'KHI',
  'DEL',
  // North America
  'JFK',
  'ORD',
  'IAD',
  'YYZ',
] as const;
export type AirportCode = (typeof AIRPORT_CODES)[number];

export interface Airport {
  /** IATA airport code. */
  code: AirportCode;
  /** IATA code of the city the airport serves (IST and SAW are both `IST`, Heathrow is `LON`). */
  cityCode: string;
  city: AirportText;
  name: AirportText;
  /** ISO 3166-1 alpha-2. */
  country: string;
  region: AirportRegion;
  /** IANA time zone: the airport's clock, in which flight times are written. */
  timeZone: string;
  lat: number;
  lng: number;
}

type Row = [
  code: AirportCode,
  cityCode: string,
  city: [en: string, tr: string, ar: string, fr: string, es: string],
  name: [en: string, tr: string, ar: string, fr: string, es: string],
  country: string,
  timeZone: string,
  lat: number,
  lng: number,
];

const ROWS: Record<AirportRegion, Row[]> = {
  'black-sea': [
    [
      'TZX',
      'TZX',
      ['Trabzon', 'Trabzon', 'طرابزون', 'Trabzon', 'Trabzon'],
      [
        'Trabzon Airport',
        'Trabzon Havalimanı',
        'مطار طرابزون',
        'Aéroport de Trabzon',
        'Aeropuerto de Trabzon',
      ],
      'TR',
      'Europe/Istanbul',
      40.9951,
      39.7899,
    ],
    [
      'RZE',
      'RZE',
      ['Rize', 'Rize', 'ريزه', 'Rize', 'Rize'],
      [
        'Rize–Artvin Airport',
        'Rize-Artvin Havalimanı',
        'مطار ريزه أرتفين',
        'Aéroport de Rize-Artvin',
        'Aeropuerto de Rize-Artvin',
      ],
      'TR',
      'Europe/Istanbul',
      41.1794,
      40.8553,
    ],
    [
      'OGU',
      'OGU',
      ['Ordu', 'Ordu', 'أوردو', 'Ordu', 'Ordu'],
      [
        'Ordu–Giresun Airport',
        'Ordu-Giresun Havalimanı',
        'مطار أوردو غيرسون',
        'Aéroport d’Ordu-Giresun',
        'Aeropuerto de Ordu-Giresun',
      ],
      'TR',
      'Europe/Istanbul',
      40.966,
      38.08,
    ],
    [
      'SZF',
      'SZF',
      ['Samsun', 'Samsun', 'سامسون', 'Samsun', 'Samsun'],
      [
        'Samsun Çarşamba Airport',
        'Samsun Çarşamba Havalimanı',
        'مطار سامسون تشارشامبا',
        'Aéroport de Samsun-Çarşamba',
        'Aeropuerto de Samsun-Çarşamba',
      ],
      'TR',
      'Europe/Istanbul',
      41.2545,
      36.5671,
    ],
    [
      'BUS',
      'BUS',
      ['Batumi', 'Batum', 'باتومي', 'Batoumi', 'Batumi'],
      [
        'Batumi International Airport',
        'Batum Uluslararası Havalimanı',
        'مطار باتومي الدولي',
        'Aéroport international de Batoumi',
        'Aeropuerto Internacional de Batumi',
      ],
      'GE',
      'Asia/Tbilisi',
      41.6103,
      41.5997,
    ],
  ],
  turkey: [
    [
      'IST',
      'IST',
      ['Istanbul', 'İstanbul', 'إسطنبول', 'Istanbul', 'Estambul'],
      [
        'Istanbul Airport',
        'İstanbul Havalimanı',
        'مطار إسطنبول',
        'Aéroport d’Istanbul',
        'Aeropuerto de Estambul',
      ],
      'TR',
      'Europe/Istanbul',
      41.2753,
      28.7519,
    ],
    [
      'SAW',
      'IST',
      ['Istanbul', 'İstanbul', 'إسطنبول', 'Istanbul', 'Estambul'],
      [
        'Istanbul Sabiha Gökçen Airport',
        'İstanbul Sabiha Gökçen Havalimanı',
        'مطار صبيحة كوكجن في إسطنبول',
        'Aéroport Sabiha-Gökçen d’Istanbul',
        'Aeropuerto Sabiha Gökçen de Estambul',
      ],
      'TR',
      'Europe/Istanbul',
      40.8986,
      29.3092,
    ],
    [
      'ESB',
      'ANK',
      ['Ankara', 'Ankara', 'أنقرة', 'Ankara', 'Ankara'],
      [
        'Ankara Esenboğa Airport',
        'Ankara Esenboğa Havalimanı',
        'مطار أنقرة إسنبوغا',
        'Aéroport d’Ankara-Esenboğa',
        'Aeropuerto Esenboğa de Ankara',
      ],
      'TR',
      'Europe/Istanbul',
      40.1281,
      32.9951,
    ],
    [
      'ADB',
      'IZM',
      ['Izmir', 'İzmir', 'إزمير', 'Izmir', 'Esmirna'],
      [
        'Izmir Adnan Menderes Airport',
        'İzmir Adnan Menderes Havalimanı',
        'مطار إزمير عدنان مندريس',
        'Aéroport Adnan-Menderes d’Izmir',
        'Aeropuerto Adnan Menderes de Esmirna',
      ],
      'TR',
      'Europe/Istanbul',
      38.2924,
      27.157,
    ],
    [
      'AYT',
      'AYT',
      ['Antalya', 'Antalya', 'أنطاليا', 'Antalya', 'Antalya'],
      [
        'Antalya Airport',
        'Antalya Havalimanı',
        'مطار أنطاليا',
        'Aéroport d’Antalya',
        'Aeropuerto de Antalya',
      ],
      'TR',
      'Europe/Istanbul',
      36.8987,
      30.8005,
    ],
    [
      'DLM',
      'DLM',
      ['Dalaman', 'Dalaman', 'دالامان', 'Dalaman', 'Dalaman'],
      [
        'Dalaman Airport',
        'Dalaman Havalimanı',
        'مطار دالامان',
        'Aéroport de Dalaman',
        'Aeropuerto de Dalaman',
      ],
      'TR',
      'Europe/Istanbul',
      36.7131,
      28.7925,
    ],
    [
      'BJV',
      'BJV',
      ['Bodrum', 'Bodrum', 'بودروم', 'Bodrum', 'Bodrum'],
      [
        'Milas–Bodrum Airport',
        'Milas-Bodrum Havalimanı',
        'مطار ميلاس بودروم',
        'Aéroport de Milas-Bodrum',
        'Aeropuerto de Milas-Bodrum',
      ],
      'TR',
      'Europe/Istanbul',
      37.2506,
      27.6643,
    ],
    [
      'GZT',
      'GZT',
      ['Gaziantep', 'Gaziantep', 'غازي عنتاب', 'Gaziantep', 'Gaziantep'],
      [
        'Gaziantep Airport',
        'Gaziantep Havalimanı',
        'مطار غازي عنتاب',
        'Aéroport de Gaziantep',
        'Aeropuerto de Gaziantep',
      ],
      'TR',
      'Europe/Istanbul',
      36.9472,
      37.4787,
    ],
    [
      'ASR',
      'ASR',
      ['Kayseri', 'Kayseri', 'قيصري', 'Kayseri', 'Kayseri'],
      [
        'Kayseri Erkilet Airport',
        'Kayseri Erkilet Havalimanı',
        'مطار قيصري أركيلت',
        'Aéroport de Kayseri-Erkilet',
        'Aeropuerto Erkilet de Kayseri',
      ],
      'TR',
      'Europe/Istanbul',
      38.7704,
      35.4954,
    ],
    [
      'ERZ',
      'ERZ',
      ['Erzurum', 'Erzurum', 'أرضروم', 'Erzurum', 'Erzurum'],
      ['Erzurum Airport', 'Erzurum Havalimanı', 'مطار أرضروم', 'Aéroport d’Erzurum', 'Aeropuerto de Erzurum'],
      'TR',
      'Europe/Istanbul',
      39.9565,
      41.1702,
    ],
    [
      'VAN',
      'VAN',
      ['Van', 'Van', 'وان', 'Van', 'Van'],
      [
        'Van Ferit Melen Airport',
        'Van Ferit Melen Havalimanı',
        'مطار وان فريت ملن',
        'Aéroport Ferit-Melen de Van',
        'Aeropuerto Ferit Melen de Van',
      ],
      'TR',
      'Europe/Istanbul',
      38.4682,
      43.3323,
    ],
  ],
  gulf: [
    [
      'DOH',
      'DOH',
      ['Doha', 'Doha', 'الدوحة', 'Doha', 'Doha'],
      [
        'Hamad International Airport',
        'Hamad Uluslararası Havalimanı',
        'مطار حمد الدولي',
        'Aéroport international Hamad',
        'Aeropuerto Internacional Hamad',
      ],
      'QA',
      'Asia/Qatar',
      25.2731,
      51.6081,
    ],
    [
      'DXB',
      'DXB',
      ['Dubai', 'Dubai', 'دبي', 'Dubaï', 'Dubái'],
      [
        'Dubai International Airport',
        'Dubai Uluslararası Havalimanı',
        'مطار دبي الدولي',
        'Aéroport international de Dubaï',
        'Aeropuerto Internacional de Dubái',
      ],
      'AE',
      'Asia/Dubai',
      25.2532,
      55.3657,
    ],
    [
      'AUH',
      'AUH',
      ['Abu Dhabi', 'Abu Dabi', 'أبوظبي', 'Abu Dhabi', 'Abu Dabi'],
      [
        'Zayed International Airport',
        'Zayed Uluslararası Havalimanı',
        'مطار زايد الدولي',
        'Aéroport international Zayed',
        'Aeropuerto Internacional Zayed',
      ],
      'AE',
      'Asia/Dubai',
      24.433,
      54.6511,
    ],
    [
      'SHJ',
      'SHJ',
      ['Sharjah', 'Şarika', 'الشارقة', 'Charjah', 'Sharjah'],
      [
        'Sharjah International Airport',
        'Şarika Uluslararası Havalimanı',
        'مطار الشارقة الدولي',
        'Aéroport international de Charjah',
        'Aeropuerto Internacional de Sharjah',
      ],
      'AE',
      'Asia/Dubai',
      25.3286,
      55.5172,
    ],
    [
      'RUH',
      'RUH',
      ['Riyadh', 'Riyad', 'الرياض', 'Riyad', 'Riad'],
      [
        'King Khalid International Airport',
        'Kral Halid Uluslararası Havalimanı',
        'مطار الملك خالد الدولي',
        'Aéroport international Roi-Khaled',
        'Aeropuerto Internacional Rey Jalid',
      ],
      'SA',
      'Asia/Riyadh',
      24.9576,
      46.6988,
    ],
    [
      'JED',
      'JED',
      ['Jeddah', 'Cidde', 'جدة', 'Djeddah', 'Yeda'],
      [
        'King Abdulaziz International Airport',
        'Kral Abdülaziz Uluslararası Havalimanı',
        'مطار الملك عبدالعزيز الدولي',
        'Aéroport international Roi-Abdelaziz',
        'Aeropuerto Internacional Rey Abdulaziz',
      ],
      'SA',
      'Asia/Riyadh',
      21.6796,
      39.1565,
    ],
    [
      'DMM',
      'DMM',
      ['Dammam', 'Dammam', 'الدمام', 'Dammam', 'Dammam'],
      [
        'King Fahd International Airport',
        'Kral Fahd Uluslararası Havalimanı',
        'مطار الملك فهد الدولي',
        'Aéroport international Roi-Fahd',
        'Aeropuerto Internacional Rey Fahd',
      ],
      'SA',
      'Asia/Riyadh',
      26.4712,
      49.7979,
    ],
    [
      'MED',
      'MED',
      ['Medina', 'Medine', 'المدينة المنورة', 'Médine', 'Medina'],
      [
        'Prince Mohammad bin Abdulaziz International Airport',
        'Prens Muhammed bin Abdülaziz Uluslararası Havalimanı',
        'مطار الأمير محمد بن عبدالعزيز الدولي',
        'Aéroport international Prince-Mohammed-ben-Abdelaziz',
        'Aeropuerto Internacional Príncipe Mohammad bin Abdulaziz',
      ],
      'SA',
      'Asia/Riyadh',
      24.5534,
      39.7051,
    ],
    [
      'KWI',
      'KWI',
      ['Kuwait City', 'Kuveyt', 'الكويت', 'Koweït', 'Kuwait'],
      [
        'Kuwait International Airport',
        'Kuveyt Uluslararası Havalimanı',
        'مطار الكويت الدولي',
        'Aéroport international de Koweït',
        'Aeropuerto Internacional de Kuwait',
      ],
      'KW',
      'Asia/Kuwait',
      29.2266,
      47.9689,
    ],
    [
      'BAH',
      'BAH',
      ['Manama', 'Manama', 'المنامة', 'Manama', 'Manama'],
      [
        'Bahrain International Airport',
        'Bahreyn Uluslararası Havalimanı',
        'مطار البحرين الدولي',
        'Aéroport international de Bahreïn',
        'Aeropuerto Internacional de Baréin',
      ],
      'BH',
      'Asia/Bahrain',
      26.2708,
      50.6336,
    ],
    [
      'MCT',
      'MCT',
      ['Muscat', 'Maskat', 'مسقط', 'Mascate', 'Mascate'],
      [
        'Muscat International Airport',
        'Maskat Uluslararası Havalimanı',
        'مطار مسقط الدولي',
        'Aéroport international de Mascate',
        'Aeropuerto Internacional de Mascate',
      ],
      'OM',
      'Asia/Muscat',
      23.5933,
      58.2844,
    ],
  ],
  'middle-east': [
    [
      'AMM',
      'AMM',
      ['Amman', 'Amman', 'عمّان', 'Amman', 'Amán'],
      [
        'Queen Alia International Airport',
        'Kraliçe Alia Uluslararası Havalimanı',
        'مطار الملكة علياء الدولي',
        'Aéroport international Reine-Alia',
        'Aeropuerto Internacional Reina Alia',
      ],
      'JO',
      'Asia/Amman',
      31.7226,
      35.9932,
    ],
    [
      'BEY',
      'BEY',
      ['Beirut', 'Beyrut', 'بيروت', 'Beyrouth', 'Beirut'],
      [
        'Beirut–Rafic Hariri International Airport',
        'Beyrut Refik Hariri Uluslararası Havalimanı',
        'مطار رفيق الحريري الدولي',
        'Aéroport international Rafic-Hariri de Beyrouth',
        'Aeropuerto Internacional Rafic Hariri de Beirut',
      ],
      'LB',
      'Asia/Beirut',
      33.8209,
      35.4884,
    ],
    [
      'CAI',
      'CAI',
      ['Cairo', 'Kahire', 'القاهرة', 'Le Caire', 'El Cairo'],
      [
        'Cairo International Airport',
        'Kahire Uluslararası Havalimanı',
        'مطار القاهرة الدولي',
        'Aéroport international du Caire',
        'Aeropuerto Internacional de El Cairo',
      ],
      'EG',
      'Africa/Cairo',
      30.1219,
      31.4056,
    ],
    [
      'BGW',
      'BGW',
      ['Baghdad', 'Bağdat', 'بغداد', 'Bagdad', 'Bagdad'],
      [
        'Baghdad International Airport',
        'Bağdat Uluslararası Havalimanı',
        'مطار بغداد الدولي',
        'Aéroport international de Bagdad',
        'Aeropuerto Internacional de Bagdad',
      ],
      'IQ',
      'Asia/Baghdad',
      33.2625,
      44.2346,
    ],
    [
      'EBL',
      'EBL',
      ['Erbil', 'Erbil', 'أربيل', 'Erbil', 'Erbil'],
      [
        'Erbil International Airport',
        'Erbil Uluslararası Havalimanı',
        'مطار أربيل الدولي',
        'Aéroport international d’Erbil',
        'Aeropuerto Internacional de Erbil',
      ],
      'IQ',
      'Asia/Baghdad',
      36.2376,
      43.9632,
    ],
    [
      'IKA',
      'THR',
      ['Tehran', 'Tahran', 'طهران', 'Téhéran', 'Teherán'],
      [
        'Tehran Imam Khomeini International Airport',
        'Tahran İmam Humeyni Uluslararası Havalimanı',
        'مطار الإمام الخميني الدولي في طهران',
        'Aéroport international Imam-Khomeini de Téhéran',
        'Aeropuerto Internacional Imam Jomeini de Teherán',
      ],
      'IR',
      'Asia/Tehran',
      35.4161,
      51.1522,
    ],
  ],
  'caucasus-central-asia': [
    [
      'TBS',
      'TBS',
      ['Tbilisi', 'Tiflis', 'تبليسي', 'Tbilissi', 'Tiflis'],
      [
        'Tbilisi International Airport',
        'Tiflis Uluslararası Havalimanı',
        'مطار تبليسي الدولي',
        'Aéroport international de Tbilissi',
        'Aeropuerto Internacional de Tiflis',
      ],
      'GE',
      'Asia/Tbilisi',
      41.6692,
      44.9547,
    ],
    [
      'GYD',
      'BAK',
      ['Baku', 'Bakü', 'باكو', 'Bakou', 'Bakú'],
      [
        'Heydar Aliyev International Airport',
        'Haydar Aliyev Uluslararası Havalimanı',
        'مطار حيدر علييف الدولي',
        'Aéroport international Heydar-Aliyev',
        'Aeropuerto Internacional Heydar Aliyev',
      ],
      'AZ',
      'Asia/Baku',
      40.4675,
      50.0467,
    ],
    [
      'ALA',
      'ALA',
      ['Almaty', 'Almatı', 'ألماتي', 'Almaty', 'Almaty'],
      [
        'Almaty International Airport',
        'Almatı Uluslararası Havalimanı',
        'مطار ألماتي الدولي',
        'Aéroport international d’Almaty',
        'Aeropuerto Internacional de Almaty',
      ],
      'KZ',
      'Asia/Almaty',
      43.3521,
      77.0405,
    ],
    [
      'TAS',
      'TAS',
      ['Tashkent', 'Taşkent', 'طشقند', 'Tachkent', 'Taskent'],
      [
        'Tashkent International Airport',
        'Taşkent Uluslararası Havalimanı',
        'مطار طشقند الدولي',
        'Aéroport international de Tachkent',
        'Aeropuerto Internacional de Taskent',
      ],
      'UZ',
      'Asia/Tashkent',
      41.2579,
      69.2812,
    ],
  ],
  europe: [
    [
      'LHR',
      'LON',
      ['London', 'Londra', 'لندن', 'Londres', 'Londres'],
      [
        'London Heathrow Airport',
        'Londra Heathrow Havalimanı',
        'مطار هيثرو في لندن',
        'Aéroport de Londres-Heathrow',
        'Aeropuerto de Londres-Heathrow',
      ],
      'GB',
      'Europe/London',
      51.47,
      -0.4543,
    ],
    [
      'FRA',
      'FRA',
      ['Frankfurt', 'Frankfurt', 'فرانكفورت', 'Francfort', 'Fráncfort'],
      [
        'Frankfurt Airport',
        'Frankfurt Havalimanı',
        'مطار فرانكفورت',
        'Aéroport de Francfort',
        'Aeropuerto de Fráncfort',
      ],
      'DE',
      'Europe/Berlin',
      50.0379,
      8.5622,
    ],
    [
      'MUC',
      'MUC',
      ['Munich', 'Münih', 'ميونخ', 'Munich', 'Múnich'],
      ['Munich Airport', 'Münih Havalimanı', 'مطار ميونخ', 'Aéroport de Munich', 'Aeropuerto de Múnich'],
      'DE',
      'Europe/Berlin',
      48.3537,
      11.775,
    ],
    [
      'DUS',
      'DUS',
      ['Düsseldorf', 'Düsseldorf', 'دوسلدورف', 'Düsseldorf', 'Düsseldorf'],
      [
        'Düsseldorf Airport',
        'Düsseldorf Havalimanı',
        'مطار دوسلدورف',
        'Aéroport de Düsseldorf',
        'Aeropuerto de Düsseldorf',
      ],
      'DE',
      'Europe/Berlin',
      51.2895,
      6.7668,
    ],
    [
      'CGN',
      'CGN',
      ['Cologne', 'Köln', 'كولونيا', 'Cologne', 'Colonia'],
      [
        'Cologne Bonn Airport',
        'Köln/Bonn Havalimanı',
        'مطار كولونيا بون',
        'Aéroport de Cologne-Bonn',
        'Aeropuerto de Colonia-Bonn',
      ],
      'DE',
      'Europe/Berlin',
      50.8659,
      7.1427,
    ],
    [
      'STR',
      'STR',
      ['Stuttgart', 'Stuttgart', 'شتوتغارت', 'Stuttgart', 'Stuttgart'],
      [
        'Stuttgart Airport',
        'Stuttgart Havalimanı',
        'مطار شتوتغارت',
        'Aéroport de Stuttgart',
        'Aeropuerto de Stuttgart',
      ],
      'DE',
      'Europe/Berlin',
      48.6899,
      9.222,
    ],
    [
      'HAM',
      'HAM',
      ['Hamburg', 'Hamburg', 'هامبورغ', 'Hambourg', 'Hamburgo'],
      [
        'Hamburg Airport',
        'Hamburg Havalimanı',
        'مطار هامبورغ',
        'Aéroport de Hambourg',
        'Aeropuerto de Hamburgo',
      ],
      'DE',
      'Europe/Berlin',
      53.6304,
      9.9882,
    ],
    [
      'BER',
      'BER',
      ['Berlin', 'Berlin', 'برلين', 'Berlin', 'Berlín'],
      [
        'Berlin Brandenburg Airport',
        'Berlin Brandenburg Havalimanı',
        'مطار برلين براندنبورغ',
        'Aéroport de Berlin-Brandebourg',
        'Aeropuerto de Berlín-Brandeburgo',
      ],
      'DE',
      'Europe/Berlin',
      52.3667,
      13.5033,
    ],
    [
      'CDG',
      'PAR',
      ['Paris', 'Paris', 'باريس', 'Paris', 'París'],
      [
        'Paris Charles de Gaulle Airport',
        'Paris Charles de Gaulle Havalimanı',
        'مطار باريس شارل ديغول',
        'Aéroport de Paris-Charles-de-Gaulle',
        'Aeropuerto de París-Charles de Gaulle',
      ],
      'FR',
      'Europe/Paris',
      49.0097,
      2.5479,
    ],
    [
      'AMS',
      'AMS',
      ['Amsterdam', 'Amsterdam', 'أمستردام', 'Amsterdam', 'Ámsterdam'],
      [
        'Amsterdam Airport Schiphol',
        'Amsterdam Schiphol Havalimanı',
        'مطار أمستردام سخيبول',
        'Aéroport d’Amsterdam-Schiphol',
        'Aeropuerto de Ámsterdam-Schiphol',
      ],
      'NL',
      'Europe/Amsterdam',
      52.3105,
      4.7683,
    ],
    [
      'VIE',
      'VIE',
      ['Vienna', 'Viyana', 'فيينا', 'Vienne', 'Viena'],
      [
        'Vienna International Airport',
        'Viyana Uluslararası Havalimanı',
        'مطار فيينا الدولي',
        'Aéroport international de Vienne',
        'Aeropuerto Internacional de Viena',
      ],
      'AT',
      'Europe/Vienna',
      48.1103,
      16.5697,
    ],
    [
      'ZRH',
      'ZRH',
      ['Zurich', 'Zürih', 'زيورخ', 'Zurich', 'Zúrich'],
      ['Zurich Airport', 'Zürih Havalimanı', 'مطار زيورخ', 'Aéroport de Zurich', 'Aeropuerto de Zúrich'],
      'CH',
      'Europe/Zurich',
      47.4582,
      8.5555,
    ],
    [
      'CPH',
      'CPH',
      ['Copenhagen', 'Kopenhag', 'كوبنهاغن', 'Copenhague', 'Copenhague'],
      [
        'Copenhagen Airport',
        'Kopenhag Havalimanı',
        'مطار كوبنهاغن',
        'Aéroport de Copenhague',
        'Aeropuerto de Copenhague',
      ],
      'DK',
      'Europe/Copenhagen',
      55.618,
      12.6508,
    ],
    [
      'FCO',
      'ROM',
      ['Rome', 'Roma', 'روما', 'Rome', 'Roma'],
      [
        'Rome Fiumicino Airport',
        'Roma Fiumicino Havalimanı',
        'مطار روما فيوميتشينو',
        'Aéroport de Rome-Fiumicino',
        'Aeropuerto de Roma-Fiumicino',
      ],
      'IT',
      'Europe/Rome',
      41.8003,
      12.2389,
    ],
    [
      'MAD',
      'MAD',
      ['Madrid', 'Madrid', 'مدريد', 'Madrid', 'Madrid'],
      [
        'Madrid–Barajas Airport',
        'Madrid Barajas Havalimanı',
        'مطار مدريد باراخاس',
        'Aéroport de Madrid-Barajas',
        'Aeropuerto Adolfo Suárez Madrid-Barajas',
      ],
      'ES',
      'Europe/Madrid',
      40.4983,
      -3.5676,
    ],
    [
      'ATH',
      'ATH',
      ['Athens', 'Atina', 'أثينا', 'Athènes', 'Atenas'],
      [
        'Athens International Airport',
        'Atina Uluslararası Havalimanı',
        'مطار أثينا الدولي',
        'Aéroport international d’Athènes',
        'Aeropuerto Internacional de Atenas',
      ],
      'GR',
      'Europe/Athens',
      37.9364,
      23.9445,
    ],
  ],
  asia: [
    [
      'KUL',
      'KUL',
      ['Kuala Lumpur', 'Kuala Lumpur', 'كوالالمبور', 'Kuala Lumpur', 'Kuala Lumpur'],
      [
        'Kuala Lumpur International Airport',
        'Kuala Lumpur Uluslararası Havalimanı',
        'مطار كوالالمبور الدولي',
        'Aéroport international de Kuala Lumpur',
        'Aeropuerto Internacional de Kuala Lumpur',
      ],
      'MY',
      'Asia/Kuala_Lumpur',
      2.7456,
      101.7099,
    ],
    [
      'SIN',
      'SIN',
      ['Singapore', 'Singapur', 'سنغافورة', 'Singapour', 'Singapur'],
      [
        'Singapore Changi Airport',
        'Singapur Changi Havalimanı',
        'مطار شانغي في سنغافورة',
        'Aéroport de Singapour-Changi',
        'Aeropuerto de Singapur-Changi',
      ],
      'SG',
      'Asia/Singapore',
      1.3644,
      103.9915,
    ],
    [
      'CGK',
      'JKT',
      ['Jakarta', 'Cakarta', 'جاكرتا', 'Jakarta', 'Yakarta'],
      [
        'Soekarno–Hatta International Airport',
        'Soekarno-Hatta Uluslararası Havalimanı',
        'مطار سوكارنو هاتا الدولي',
        'Aéroport international Soekarno-Hatta',
        'Aeropuerto Internacional Soekarno-Hatta',
      ],
      'ID',
      'Asia/Jakarta',
      -6.1256,
      106.6559,
    ],
    [
      'ISB',
      'ISB',
      ['Islamabad', 'İslamabad', 'إسلام آباد', 'Islamabad', 'Islamabad'],
      [
        'Islamabad International Airport',
        'İslamabad Uluslararası Havalimanı',
        'مطار إسلام آباد الدولي',
        'Aéroport international d’Islamabad',
        'Aeropuerto Internacional de Islamabad',
      ],
      'PK',
      'Asia/Karachi',
      33.5491,
      72.8258,
    ],
    [
      'KHI',
      'KHI',
      ['Karachi', 'Karaçi', 'كراتشي', 'Karachi', 'Karachi'],
      [
        'Jinnah International Airport',
        'Cinnah Uluslararası Havalimanı',
        'مطار جناح الدولي',
        'Aéroport international Jinnah',
        'Aeropuerto Internacional Jinnah',
      ],
      'PK',
      'Asia/Karachi',
      24.9065,
      67.1608,
    ],
    [
      'DEL',
      'DEL',
      ['Delhi', 'Delhi', 'دلهي', 'Delhi', 'Delhi'],
      [
        'Indira Gandhi International Airport',
        'İndira Gandi Uluslararası Havalimanı',
        'مطار إنديرا غاندي الدولي',
        'Aéroport international Indira-Gandhi',
        'Aeropuerto Internacional Indira Gandhi',
      ],
      'IN',
      'Asia/Kolkata',
      28.5562,
      77.1,
    ],
  ],
  americas: [
    [
      'JFK',
      'NYC',
      ['New York', 'New York', 'نيويورك', 'New York', 'Nueva York'],
      [
        'John F. Kennedy International Airport',
        'John F. Kennedy Uluslararası Havalimanı',
        'مطار جون إف كينيدي الدولي',
        'Aéroport international John-F.-Kennedy',
        'Aeropuerto Internacional John F. Kennedy',
      ],
      'US',
      'America/New_York',
      40.6413,
      -73.7781,
    ],
    [
      'ORD',
      'CHI',
      ['Chicago', 'Şikago', 'شيكاغو', 'Chicago', 'Chicago'],
      [
        "Chicago O'Hare International Airport",
        "Şikago O'Hare Uluslararası Havalimanı",
        'مطار أوهير الدولي في شيكاغو',
        'Aéroport international O’Hare de Chicago',
        'Aeropuerto Internacional O’Hare de Chicago',
      ],
      'US',
      'America/Chicago',
      41.9742,
      -87.9073,
    ],
    [
      'IAD',
      'WAS',
      ['Washington', 'Washington', 'واشنطن', 'Washington', 'Washington'],
      [
        'Washington Dulles International Airport',
        'Washington Dulles Uluslararası Havalimanı',
        'مطار واشنطن دالاس الدولي',
        'Aéroport international de Washington-Dulles',
        'Aeropuerto Internacional Washington-Dulles',
      ],
      'US',
      'America/New_York',
      38.9531,
      -77.4565,
    ],
    [
      'YYZ',
      'YTO',
      ['Toronto', 'Toronto', 'تورونتو', 'Toronto', 'Toronto'],
      [
        'Toronto Pearson International Airport',
        'Toronto Pearson Uluslararası Havalimanı',
        'مطار تورونتو بيرسون الدولي',
        'Aéroport international Pearson de Toronto',
        'Aeropuerto Internacional Pearson de Toronto',
      ],
      'CA',
      'America/Toronto',
      43.6777,
      -79.6248,
    ],
  ],
};

/** Every airport, grouped by region in AIRPORT_REGIONS' order. */
export const AIRPORTS: readonly Airport[] = AIRPORT_REGION_IDS.flatMap((region) =>
  ROWS[region].map(
    ([code, cityCode, city, name, country, timeZone, lat, lng]): Airport => ({
      code,
      cityCode,
      city: { en: city[0], tr: city[1], ar: city[2], fr: city[3], es: city[4] },
      name: { en: name[0], tr: name[1], ar: name[2], fr: name[3], es: name[4] },
      country,
      region,
      timeZone,
      lat,
      lng,
    }),
  ),
);

const BY_CODE = new Map<string, Airport>(AIRPORTS.map((airport) => [airport.code, airport]));

/** Whether a string is the code of an airport of the search form (upper case, as IATA writes it). */
export const isAirportCode = (code: string): code is AirportCode => BY_CODE.has(code);

/** The airport of an IATA code (upper case), or undefined when the form does not offer it. */
export function airportByCode(code: string): Airport | undefined {
  return BY_CODE.get(code);
}

/**
 * The search's folding (`foldForSearch`, the server's too), and any other Latin mark (the ō of a
 * transliteration) taken off; Arabic letters have no NFD parts.
 */
function fold(text: string): string {
  return foldForSearch(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The words of a text or query, folded: runs of letters and digits of any script. */
function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

interface Searchable {
  airport: Airport;
  /** Every spelling's folded words, by language: city, then name. */
  city: Record<Language, string[]>;
  name: Record<Language, string[]>;
  code: string;
}

/** Each language's words of a text. */
const wordsOf = (text: AirportText) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, words(text[lang])])) as Record<Language, string[]>;

const SEARCHABLE: readonly Searchable[] = AIRPORTS.map((airport) => ({
  airport,
  city: wordsOf(airport.city),
  name: wordsOf(airport.name),
  code: airport.code.toLowerCase(),
}));

/**
 * How well an airport answers a query (lower is better), or null when it does not: every word of
 * the query must be found within a word of its city or name in one language (or be its code).
 * The code itself first, then a city that starts with the query, then a word that does, then a
 * match inside a word (Arabic writes the article joined: دوحة is found in الدوحة); a match in the
 * reader's language before the same match in another.
 */
function rank(entry: Searchable, query: string[], lang: Language): number | null {
  if (query.length === 1 && query[0] === entry.code) return 0;
  const first = query[0] ?? '';
  let best: number | null = null;
  for (const [i, language] of [lang, ...LANGUAGES.filter((l) => l !== lang)].entries()) {
    const city = entry.city[language];
    const all = [...city, ...entry.name[language], entry.code];
    if (!query.every((word) => all.some((w) => w.includes(word)))) continue;
    const tier = city[0]?.startsWith(first) ? 1 : all.some((w) => w.startsWith(first)) ? 2 : 3;
    const score = tier * 10 + (i === 0 ? 0 : 1);
    if (best === null || score < best) best = score;
  }
  return best;
}

/**
 * The airports whose city, name or code match a query typed in any of the site's languages, case,
 * accents and Arabic diacritics aside (`istanbul` finds İstanbul, `dusseldorf` Düsseldorf,
 * `الدوحه` الدوحة), best first (the code, then a city starting so, then a name; ties in AIRPORTS'
 * order). Every airport for an empty query.
 */
export function searchAirports(query: string, lang: Language): Airport[] {
  const wanted = words(query);
  if (wanted.length === 0) return [...AIRPORTS];
  const found: { airport: Airport; score: number; order: number }[] = [];
  SEARCHABLE.forEach((entry, order) => {
    const score = rank(entry, wanted, lang);
    if (score !== null) found.push({ airport: entry.airport, score, order });
  });
  return found.sort((a, b) => a.score - b.score || a.order - b.order).map((f) => f.airport);
}
