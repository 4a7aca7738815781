import type { Localized } from '@app/shared/i18n/localized';
import type { Cuisine, TableLocation } from '@app/shared/restaurants/catalog';
import type { OpeningHours, Sitting } from '@app/shared/restaurants/opening-hours';

export interface RestaurantSeed {
  slug: string;
  destination: string;
  name: Required<Localized>;
  description: Required<Localized>;
  cuisine: Cuisine;
  priceRange: 1 | 2 | 3 | 4;
  city: string;
  addressLine: string;
  latitude: number;
  longitude: number;
  phone: string;
  website?: string;
  hours: OpeningHours;
  turnMinutes: number;
  maxPartySize: number;
  instantLimit: number;
  /** Seats, place and how many such tables. */
  tables: [number, TableLocation, number][];
  menu: { en: string[]; tr: string[]; ar: string[] };
  featured?: boolean;
}

/** The same sittings on the given ISO weekdays ("1" Monday … "7" Sunday), none on the others. */
function on(days: string, ...sittings: [string, string][]): OpeningHours {
  const list: Sitting[] = sittings.map(([from, to]) => ({ from, to }));
  const hours = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] } as OpeningHours;
  for (const d of days) hours[d as keyof OpeningHours] = list;
  return hours;
}
const EVERY_DAY = '1234567';

/** Towns of the demo restaurants not already named for hotels, as Arabic readers write them. */
export const RESTAURANT_CITY_IN_ARABIC: Record<string, string> = {
  Yomra: 'يومرا',
  Ortahisar: 'أورتاحصار',
};

export const RESTAURANTS: RestaurantSeed[] = [
  {
    slug: 'meydan-kofte-ve-pide',
    destination: 'trabzon',
    name: { en: 'Meydan Köfte & Pide', tr: 'Meydan Köfte ve Pide', ar: 'ميدان كفتة وبيدة' },
    description: {
      en: 'A busy canteen on Meydan square since 1968: Black Sea pide from the wood oven, köfte on the grill and a bowl of kuymak for those who came hungry.',
      tr: '1968’den beri Meydan’da kalabalık bir esnaf lokantası: odun fırınından Karadeniz pidesi, ızgara köfte ve aç gelenlere bir tava kuymak.',
      ar: 'مطعم شعبي مزدحم في ساحة الميدان منذ 1968: بيدة البحر الأسود من فرن الحطب، وكفتة مشوية، وصحن كويماك لمن جاء جائعاً.',
    },
    cuisine: 'turkish',
    priceRange: 1,
    city: 'Trabzon',
    addressLine: 'Kahramanmaraş Cad. No: 12, Meydan, Ortahisar / Trabzon',
    latitude: 41.0049,
    longitude: 39.7302,
    phone: '+90 462 321 10 12',
    hours: on(EVERY_DAY, ['11:00', '22:00']),
    turnMinutes: 60,
    maxPartySize: 10,
    instantLimit: 6,
    tables: [
      [2, 'window', 4],
      [4, 'inside', 6],
      [6, 'inside', 2],
      [10, 'inside', 1],
    ],
    menu: {
      en: [
        'Black Sea pide with butter and egg',
        'Akçaabat köfte',
        'Kuymak (corn meal and cheese fondue)',
        'Laz böreği',
      ],
      tr: ['Tereyağlı yumurtalı Karadeniz pidesi', 'Akçaabat köfte', 'Kuymak', 'Laz böreği'],
      ar: ['بيدة البحر الأسود بالزبدة والبيض', 'كفتة أكتشا آباد', 'كويماك (دقيق الذرة بالجبن)', 'بورك لاز'],
    },
    featured: true,
  },
  {
    slug: 'boztepe-seyir-terasi',
    destination: 'trabzon',
    name: { en: 'Boztepe View Terrace', tr: 'Boztepe Seyir Terası', ar: 'تراس بوزتبه البانورامي' },
    description: {
      en: 'Tables on the terraces of Boztepe hill with the whole city and the sea below. Samovar tea at sunset, grilled meats and hamsi in season; book the terrace for the lights after dark.',
      tr: 'Boztepe sırtında, bütün şehir ve deniz ayaklarınızın altında. Gün batımında semaver çayı, ızgaralar ve mevsiminde hamsi; gece manzarası için terası ayırtın.',
      ar: 'طاولات على مدرجات تلة بوزتبه والمدينة كلها والبحر تحتك. شاي السماور عند الغروب، ومشاوٍ، والهامسي في موسمه؛ احجز التراس لأضواء المساء.',
    },
    cuisine: 'turkish',
    priceRange: 3,
    city: 'Trabzon',
    addressLine: 'Boztepe Mah. Seyir Tepesi Yolu No: 3, Ortahisar / Trabzon',
    latitude: 40.9986,
    longitude: 39.7393,
    phone: '+90 462 322 45 60',
    // Lunch and dinner apart; closed on Mondays.
    hours: on('234567', ['12:00', '15:30'], ['18:00', '23:30']),
    turnMinutes: 120,
    maxPartySize: 12,
    instantLimit: 6,
    tables: [
      [2, 'terrace', 6],
      [4, 'terrace', 5],
      [6, 'terrace', 2],
      [4, 'inside', 3],
      [12, 'inside', 1],
    ],
    menu: {
      en: ['Samovar tea for two', 'Mixed grill platter', 'Pan-fried hamsi (in season)', 'Hazelnut baklava'],
      tr: ['İki kişilik semaver çayı', 'Karışık ızgara', 'Hamsi tava (mevsiminde)', 'Fındıklı baklava'],
      ar: ['شاي السماور لشخصين', 'طبق مشاوٍ مشكلة', 'هامسي مقلي (في موسمه)', 'بقلاوة بالبندق'],
    },
    featured: true,
  },
  {
    slug: 'akcaabat-kofte-evi',
    destination: 'black-sea-coast',
    name: { en: 'Akçaabat Köfte House', tr: 'Akçaabat Köfte Evi', ar: 'بيت كفتة أكتشا آباد' },
    description: {
      en: 'The town’s famous köfte, pressed by hand each morning and grilled over oak charcoal, with piyaz, pickled peppers and a glass of ayran. Families fill the garden at weekends.',
      tr: 'Kasabanın meşhur köftesi: her sabah elde yoğrulur, meşe kömüründe pişer; yanında piyaz, turşu ve ayran. Hafta sonları bahçe ailelerle dolar.',
      ar: 'كفتة البلدة الشهيرة تُعجن باليد كل صباح وتُشوى على فحم البلوط، مع سلطة البياز والمخللات وكوب عيران. تمتلئ الحديقة بالعائلات في عطلة الأسبوع.',
    },
    cuisine: 'turkish',
    priceRange: 1,
    city: 'Akçaabat',
    addressLine: 'Sahil Cad. No: 41, Akçaabat / Trabzon',
    latitude: 41.0217,
    longitude: 39.5701,
    phone: '+90 462 227 11 41',
    hours: on(EVERY_DAY, ['10:30', '21:30']),
    turnMinutes: 60,
    maxPartySize: 14,
    instantLimit: 8,
    tables: [
      [2, 'inside', 4],
      [4, 'inside', 6],
      [6, 'garden', 4],
      [8, 'garden', 2],
      [14, 'garden', 1],
    ],
    menu: {
      en: ['Akçaabat köfte with piyaz', 'Kuru fasulye (stewed beans)', 'Hazelnut helva', 'Home-made ayran'],
      tr: ['Piyazlı Akçaabat köfte', 'Kuru fasulye', 'Fındık helvası', 'Ev yapımı ayran'],
      ar: ['كفتة أكتشا آباد مع البياز', 'فاصولياء مطبوخة', 'حلاوة البندق', 'عيران منزلي'],
    },
    featured: true,
  },
  {
    slug: 'uzungol-gol-kenari-alabalik',
    destination: 'uzungol',
    name: {
      en: 'Lakeside Trout, Uzungöl',
      tr: 'Göl Kenarı Alabalık, Uzungöl',
      ar: 'سمك السلمون المرقط على البحيرة، أوزنجول',
    },
    description: {
      en: 'Trout from the stream behind the kitchen, fried in corn flour or baked on a slate, served on a wooden deck over the lake with the minaret and the mist across the water.',
      tr: 'Mutfağın arkasındaki dereden alabalık: mısır ununda tava ya da taş fırında; göle uzanan ahşap iskelede, karşıda minare ve sis.',
      ar: 'سلمون مرقط من الجدول خلف المطبخ، مقلي بدقيق الذرة أو مشوي على الحجر، يُقدَّم على سطح خشبي فوق البحيرة والمئذنة والضباب قبالتك.',
    },
    cuisine: 'turkish',
    priceRange: 2,
    city: 'Çaykara',
    addressLine: 'Uzungöl Mah. Göl Yolu No: 9, Çaykara / Trabzon',
    latitude: 40.6191,
    longitude: 40.2897,
    phone: '+90 462 656 21 09',
    hours: on(EVERY_DAY, ['08:30', '21:00']),
    turnMinutes: 90,
    maxPartySize: 12,
    instantLimit: 6,
    tables: [
      [2, 'terrace', 5],
      [4, 'terrace', 5],
      [4, 'window', 3],
      [6, 'inside', 2],
      [12, 'inside', 1],
    ],
    menu: {
      en: [
        'Pan-fried lake trout',
        'Trout baked on slate',
        'Village breakfast with kuymak',
        'Corn bread and local butter',
      ],
      tr: ['Alabalık tava', 'Taşta alabalık', 'Kuymaklı köy kahvaltısı', 'Mısır ekmeği ve yayla tereyağı'],
      ar: ['سلمون مرقط مقلي', 'سلمون مرقط مشوي على الحجر', 'فطور قروي مع الكويماك', 'خبز الذرة وزبدة محلية'],
    },
    featured: true,
  },
  {
    slug: 'ayder-yayla-sofrasi',
    destination: 'ayder',
    name: { en: 'Ayder Plateau Table', tr: 'Ayder Yayla Sofrası', ar: 'مائدة هضبة أيدر' },
    description: {
      en: 'A timber house on the plateau cooking what the summer pastures give: muhlama with mountain cheese, nettle soup, and black cabbage rolls. The stove is lit even in August.',
      tr: 'Yaylada ahşap bir ev, yaz meralarının verdiğini pişiriyor: yayla peynirli muhlama, ısırgan çorbası ve kara lahana sarması. Soba ağustosta bile yanar.',
      ar: 'بيت خشبي على الهضبة يطبخ ما تعطيه المراعي الصيفية: المهلاما بجبن الجبل، وحساء القراص، ولفائف الملفوف الأسود. المدفأة مشتعلة حتى في أغسطس.',
    },
    cuisine: 'turkish',
    priceRange: 2,
    city: 'Çamlıhemşin',
    addressLine: 'Ayder Yaylası Merkez No: 27, Çamlıhemşin / Rize',
    latitude: 40.9528,
    longitude: 41.1031,
    phone: '+90 464 657 20 27',
    // Closed on Tuesdays.
    hours: on('134567', ['08:00', '20:00']),
    turnMinutes: 90,
    maxPartySize: 8,
    instantLimit: 4,
    tables: [
      [2, 'window', 3],
      [4, 'inside', 4],
      [6, 'garden', 2],
      [8, 'inside', 1],
    ],
    menu: {
      en: ['Muhlama with plateau cheese', 'Nettle soup', 'Black cabbage rolls', 'Laz böreği'],
      tr: ['Yayla peynirli muhlama', 'Isırgan çorbası', 'Kara lahana sarması', 'Laz böreği'],
      ar: ['مهلاما بجبن الهضبة', 'حساء القراص', 'لفائف الملفوف الأسود', 'بورك لاز'],
    },
  },
  {
    slug: 'rize-cay-bahcesi',
    destination: 'rize',
    name: { en: 'Rize Tea Garden', tr: 'Rize Çay Bahçesi', ar: 'حديقة شاي ريزه' },
    description: {
      en: 'A garden among the tea terraces above Rize: fresh-brewed tea by the pot, Arabic-style breakfasts and mezze, hookah-free family corner and a view over the harbour.',
      tr: 'Rize’nin üstünde çay teraslarının arasında bir bahçe: demlikte taze çay, Arap usulü kahvaltı ve mezeler, aileler için sakin bir köşe ve liman manzarası.',
      ar: 'حديقة بين مدرجات الشاي فوق ريزه: شاي طازج في الإبريق، وفطور وأطباق مقبلات على الطريقة العربية، وركن هادئ للعائلات، وإطلالة على الميناء.',
    },
    cuisine: 'middle_eastern',
    priceRange: 1,
    city: 'Rize',
    addressLine: 'Ziraat Parkı Yolu No: 5, Merkez / Rize',
    latitude: 41.0196,
    longitude: 40.5176,
    phone: '+90 464 213 05 05',
    hours: on(EVERY_DAY, ['08:00', '23:00']),
    turnMinutes: 60,
    maxPartySize: 16,
    instantLimit: 8,
    tables: [
      [2, 'garden', 6],
      [4, 'garden', 6],
      [6, 'garden', 3],
      [4, 'inside', 2],
      [16, 'garden', 1],
    ],
    menu: {
      en: ['Rize tea by the pot', 'Hummus and muhammara', 'Shakshuka breakfast', 'Tea-leaf cake'],
      tr: ['Demlikte Rize çayı', 'Humus ve muhammara', 'Şakşuka kahvaltı', 'Çay yaprağı keki'],
      ar: ['شاي ريزه بالإبريق', 'حمص ومحمرة', 'فطور شكشوكة', 'كعكة ورق الشاي'],
    },
  },
  {
    slug: 'yomra-sahil-balik',
    destination: 'black-sea-coast',
    name: { en: 'Yomra Shore Fish House', tr: 'Yomra Sahil Balıkçısı', ar: 'بيت السمك على شاطئ يومرا' },
    description: {
      en: 'On the coast road east of Trabzon, the boats unload across the street: hamsi, turbot and bluefish on the grill, salads from the garden and the sea at your elbow.',
      tr: 'Trabzon’un doğusunda sahil yolunda, tekneler karşı kıyıya yanaşır: ızgarada hamsi, kalkan ve lüfer, bahçeden salatalar ve dirseğinizin dibinde deniz.',
      ar: 'على الطريق الساحلي شرق طرابزون، تفرغ القوارب صيدها عبر الشارع: الهامسي والترس والسمك الأزرق على الشواية، وسلطات من البستان، والبحر بجانبك.',
    },
    cuisine: 'mediterranean',
    priceRange: 3,
    city: 'Yomra',
    addressLine: 'Sahil Yolu Cad. No: 118, Yomra / Trabzon',
    latitude: 40.9563,
    longitude: 39.8551,
    phone: '+90 462 351 18 18',
    hours: on(EVERY_DAY, ['12:00', '16:00'], ['18:00', '23:30']),
    turnMinutes: 90,
    maxPartySize: 12,
    instantLimit: 6,
    tables: [
      [2, 'window', 5],
      [4, 'window', 4],
      [4, 'terrace', 5],
      [6, 'terrace', 3],
      [12, 'inside', 1],
    ],
    menu: {
      en: ['Grilled turbot', 'Hamsi pilaf', 'Bluefish in season', 'Sea bass in paper'],
      tr: ['Izgara kalkan', 'Hamsili pilav', 'Mevsiminde lüfer', 'Kağıtta levrek'],
      ar: ['سمك الترس المشوي', 'أرز بالهامسي', 'السمك الأزرق في موسمه', 'قاروص في الورق'],
    },
  },
  {
    slug: 'surmene-iskele-balik',
    destination: 'black-sea-coast',
    name: {
      en: 'Sürmene Pier Fish Restaurant',
      tr: 'Sürmene İskele Balık Lokantası',
      ar: 'مطعم سمك رصيف سورمنه',
    },
    description: {
      en: 'A family fish restaurant on the old pier of Sürmene, known for its mezze of the day and a simple rule: whatever came in this morning, cooked plainly.',
      tr: 'Sürmene’nin eski iskelesinde bir aile balık lokantası; günün mezeleri ve basit bir kuralla tanınır: sabah ne geldiyse, sade pişirilir.',
      ar: 'مطعم سمك عائلي على رصيف سورمنه القديم، معروف بمقبلات اليوم وبقاعدة بسيطة: ما وصل صباحاً يُطهى ببساطة.',
    },
    cuisine: 'mediterranean',
    priceRange: 2,
    city: 'Sürmene',
    addressLine: 'İskele Mevkii No: 2, Sürmene / Trabzon',
    latitude: 40.9117,
    longitude: 40.1168,
    phone: '+90 462 746 02 02',
    hours: on(EVERY_DAY, ['12:00', '23:00']),
    turnMinutes: 90,
    maxPartySize: 10,
    instantLimit: 6,
    tables: [
      [2, 'terrace', 4],
      [4, 'terrace', 4],
      [4, 'inside', 3],
      [10, 'inside', 1],
    ],
    menu: {
      en: ['Mezze of the day', 'Fried hamsi', 'Grilled red mullet', 'Corn bread'],
      tr: ['Günün mezeleri', 'Hamsi tava', 'Izgara barbunya', 'Mısır ekmeği'],
      ar: ['مقبلات اليوم', 'هامسي مقلي', 'سلطان إبراهيم مشوي', 'خبز الذرة'],
    },
  },
  {
    slug: 'trattoria-kalekapi',
    destination: 'trabzon',
    name: { en: 'Trattoria Kalekapı', tr: 'Trattoria Kalekapı', ar: 'تراتوريا كالي كابي' },
    description: {
      en: 'Fresh pasta and wood-fired pizza under the old city walls. The chef trained in Bologna and uses Black Sea hazelnuts and anchovies in her own way.',
      tr: 'Eski sur duvarlarının dibinde taze makarna ve odun fırınında pizza. Şef Bologna’da yetişti; Karadeniz fındığını ve hamsisini kendi usulüyle kullanıyor.',
      ar: 'معكرونة طازجة وبيتزا من فرن الحطب تحت أسوار المدينة القديمة. تدربت الطاهية في بولونيا وتستعمل بندق البحر الأسود وأنشوفته على طريقتها.',
    },
    cuisine: 'italian',
    priceRange: 3,
    city: 'Ortahisar',
    addressLine: 'Kalekapı Sok. No: 7, Ortahisar / Trabzon',
    latitude: 41.0043,
    longitude: 39.7207,
    phone: '+90 462 326 07 07',
    website: 'https://trattoria-kalekapi.example',
    // Lunch and dinner apart; closed on Mondays.
    hours: on('234567', ['12:00', '14:30'], ['18:30', '23:00']),
    turnMinutes: 90,
    maxPartySize: 8,
    instantLimit: 4,
    tables: [
      [2, 'window', 4],
      [2, 'inside', 3],
      [4, 'inside', 4],
      [6, 'inside', 1],
      [8, 'garden', 1],
    ],
    menu: {
      en: [
        'Tagliatelle with hazelnut pesto',
        'Margherita from the wood oven',
        'Anchovy and lemon linguine',
        'Tiramisu',
      ],
      tr: ['Fındık pestolu tagliatelle', 'Odun fırınında margherita', 'Hamsili limonlu linguine', 'Tiramisu'],
      ar: [
        'تالياتيلي بصلصة البندق',
        'بيتزا مارغريتا من فرن الحطب',
        'لينغويني بالأنشوفة والليمون',
        'تيراميسو',
      ],
    },
  },
  {
    slug: 'sakura-karadeniz',
    destination: 'trabzon',
    name: { en: 'Sakura Karadeniz', tr: 'Sakura Karadeniz', ar: 'ساكورا كارادنيز' },
    description: {
      en: 'Ramen, dumplings and sushi made with Black Sea fish, in a calm room near the Forum. A welcome change after a week of pide, with halal options marked on the menu.',
      tr: 'Forum yakınında sakin bir salonda ramen, mantı ve Karadeniz balığıyla suşi. Bir hafta pideden sonra iyi bir değişiklik; helal seçenekler menüde işaretli.',
      ar: 'رامن وزلابية وسوشي بسمك البحر الأسود في قاعة هادئة قرب فوروم. تغيير مرحَّب به بعد أسبوع من البيدة، مع خيارات حلال مميزة في القائمة.',
    },
    cuisine: 'asian',
    priceRange: 3,
    city: 'Trabzon',
    addressLine: 'Yavuz Selim Bulvarı No: 210, Ortahisar / Trabzon',
    latitude: 41.0011,
    longitude: 39.7524,
    phone: '+90 462 330 21 00',
    hours: on(EVERY_DAY, ['12:00', '22:30']),
    turnMinutes: 75,
    maxPartySize: 8,
    instantLimit: 4,
    tables: [
      [2, 'window', 4],
      [2, 'inside', 4],
      [4, 'inside', 4],
      [8, 'inside', 1],
    ],
    menu: {
      en: ['Chicken ramen', 'Black Sea salmon nigiri', 'Steamed dumplings', 'Matcha cheesecake'],
      tr: ['Tavuklu ramen', 'Karadeniz somonu nigiri', 'Buharda mantı', 'Matcha cheesecake'],
      ar: ['رامن بالدجاج', 'نيغيري سلمون البحر الأسود', 'زلابية على البخار', 'تشيز كيك بالماتشا'],
    },
  },
  {
    slug: 'ege-meze-evi',
    destination: 'trabzon',
    name: { en: 'Aegean Meze House', tr: 'Ege Meze Evi', ar: 'بيت المازة الإيجية' },
    description: {
      en: 'A late table of Aegean and Mediterranean meze: herbs in olive oil, grilled octopus, fava and sea bass. The kitchen closes at two in the morning; dinner only, not on Mondays.',
      tr: 'Ege ve Akdeniz mezelerinden uzun bir sofra: zeytinyağlı otlar, ızgara ahtapot, fava ve levrek. Mutfak gece ikide kapanır; yalnız akşam, pazartesi kapalı.',
      ar: 'سهرة من مقبلات بحر إيجه والمتوسط: أعشاب بزيت الزيتون، وأخطبوط مشوي، وفافا، وقاروص. يغلق المطبخ في الثانية بعد منتصف الليل؛ عشاء فقط، ومغلق أيام الاثنين.',
    },
    cuisine: 'mediterranean',
    priceRange: 3,
    city: 'Trabzon',
    addressLine: 'Uzun Sokak No: 48, Ortahisar / Trabzon',
    latitude: 41.0052,
    longitude: 39.7266,
    phone: '+90 462 321 48 48',
    // Dinner past midnight, Tuesday to Sunday.
    hours: on('234567', ['18:00', '02:00']),
    turnMinutes: 120,
    maxPartySize: 10,
    instantLimit: 6,
    tables: [
      [2, 'inside', 4],
      [4, 'inside', 4],
      [4, 'terrace', 3],
      [6, 'terrace', 2],
      [10, 'inside', 1],
    ],
    menu: {
      en: ['Herbs in olive oil', 'Grilled octopus', 'Fava with dill', 'Sea bass with rocket'],
      tr: ['Zeytinyağlı otlar', 'Izgara ahtapot', 'Dereotlu fava', 'Rokalı levrek'],
      ar: ['أعشاب بزيت الزيتون', 'أخطبوط مشوي', 'فافا بالشبت', 'قاروص مع الجرجير'],
    },
  },
  {
    slug: 'sumela-yol-ustu-alabalik',
    destination: 'sumela-macka',
    name: { en: 'Sümela Roadside Trout', tr: 'Sümela Yol Üstü Alabalık', ar: 'سلمون مرقط على طريق سوميلا' },
    description: {
      en: 'Under the pines on the road up to Sümela Monastery: trout from the Altındere stream, kuymak and a long table by the water for walkers coming down.',
      tr: 'Sümela Manastırı yolunda çamların altında: Altındere’den alabalık, kuymak ve aşağı inen yürüyüşçüler için dere kenarında uzun bir masa.',
      ar: 'تحت أشجار الصنوبر على الطريق الصاعد إلى دير سوميلا: سلمون مرقط من جدول ألتين دره، وكويماك، وطاولة طويلة بجانب الماء للنازلين من المشي.',
    },
    cuisine: 'turkish',
    priceRange: 2,
    city: 'Maçka',
    addressLine: 'Altındere Vadisi Yolu km 12, Maçka / Trabzon',
    latitude: 40.6951,
    longitude: 39.6553,
    phone: '+90 462 531 12 12',
    hours: on(EVERY_DAY, ['09:00', '19:00']),
    turnMinutes: 60,
    maxPartySize: 20,
    instantLimit: 8,
    tables: [
      [4, 'garden', 6],
      [6, 'garden', 4],
      [2, 'inside', 3],
      [20, 'garden', 1],
    ],
    menu: {
      en: [
        'Stream trout on the grill',
        'Kuymak in a copper pan',
        'Mountain honey and cream',
        'Black Sea pide',
      ],
      tr: ['Izgara dere alabalığı', 'Bakır tavada kuymak', 'Bal kaymak', 'Karadeniz pidesi'],
      ar: ['سلمون الجدول المشوي', 'كويماك في مقلاة نحاسية', 'عسل الجبل والقشطة', 'بيدة البحر الأسود'],
    },
  },
  {
    slug: 'beirut-sofrasi',
    destination: 'trabzon',
    name: { en: 'Beirut Table', tr: 'Beyrut Sofrası', ar: 'سفرة بيروت' },
    description: {
      en: 'Lebanese and Syrian home cooking a short walk from the Meydan: mixed grills, fattoush, fresh bread from the saj and knafeh warm from the oven, open until midnight.',
      tr: 'Meydan’a birkaç dakika: Lübnan ve Suriye ev yemekleri; karışık ızgara, fattuş, sacdan taze ekmek ve fırından sıcak künefe. Gece yarısına kadar açık.',
      ar: 'طبخ بيتي لبناني وسوري على بعد خطوات من الميدان: مشاوٍ مشكلة، وفتوش، وخبز الصاج الطازج، وكنافة ساخنة من الفرن، مفتوح حتى منتصف الليل.',
    },
    cuisine: 'middle_eastern',
    priceRange: 2,
    city: 'Trabzon',
    addressLine: 'Gazipaşa Cad. No: 33, Ortahisar / Trabzon',
    latitude: 41.0038,
    longitude: 39.7281,
    phone: '+90 462 323 33 33',
    hours: on(EVERY_DAY, ['12:00', '00:00']),
    turnMinutes: 90,
    maxPartySize: 14,
    instantLimit: 8,
    tables: [
      [2, 'window', 3],
      [4, 'inside', 5],
      [6, 'inside', 3],
      [14, 'inside', 1],
    ],
    menu: {
      en: ['Mixed grill with saj bread', 'Fattoush', 'Hummus with lamb', 'Knafeh'],
      tr: ['Saç ekmekli karışık ızgara', 'Fattuş', 'Kuzulu humus', 'Künefe'],
      ar: ['مشاوٍ مشكلة مع خبز الصاج', 'فتوش', 'حمص باللحم', 'كنافة'],
    },
    featured: true,
  },
];
