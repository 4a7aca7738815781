import type { PostSeed } from './blog-post-seed.ts';

/** Getting here and getting around; the family itinerary is written in Arabic only. */
export const PRACTICAL_POSTS: PostSeed[] = [
  {
    slug: 'getting-to-trabzon-airport-bus-car',
    originalLang: 'en',
    category: 'practical-tips',
    tags: ['Trabzon', 'road trip', 'family'],
    timing: { status: 'published', daysAgo: 110 },
    allowComments: false,
    translations: {
      en: {
        title: 'Getting to Trabzon: flights to TZX, long-distance buses and car hire',
        excerpt:
          'Trabzon Airport sits on the coast five kilometres from the centre, overnight buses link the city with all of Turkey, and a hire car opens up the valleys. How to arrive and get around.',
        seoTitle: 'Getting to Trabzon: airport, buses and car hire',
        seoDescription:
          'How to reach Trabzon and get around: flights to Trabzon (TZX) and Rize-Artvin airports, overnight buses, renting a car and driving times to the sights.',
        seoKeywords: [
          'Trabzon Airport',
          'TZX',
          'Trabzon car rental',
          'bus to Trabzon',
          'Rize-Artvin Airport',
        ],
        content: `<p>Trabzon is the gateway to the eastern Black Sea, and getting here is easier than many travellers expect. Most people fly, some arrive on the long overnight buses that Turkey does so well, and almost everyone ends up wishing they had a car for at least a few days. There is no passenger railway to the coast, so those are your options.</p>
<h2>By air: Trabzon Airport (TZX)</h2>
<p>Trabzon Airport lies right on the coast about five kilometres east of the centre. There are many daily flights from both Istanbul airports (a little under two hours) and from Ankara, with regular services from İzmir, Antalya and other cities. In summer, direct flights arrive from several Gulf cities and a few European ones. A taxi to the Meydan takes 10–15 minutes; dolmuş minibuses to the centre also stop on the main road outside the airport. If you are heading for Ayder or the far east of the coast, look at Rize-Artvin Airport (RZV), opened in 2022 on land reclaimed from the sea near Pazar: it is about an hour from Ayder.</p>
<h2>By bus</h2>
<p>Long-distance coaches link Trabzon’s bus station, on the coast road east of the centre, with the whole country: roughly 12 hours from Ankara and 17–18 from Istanbul, usually overnight, with reclining seats, drinks and regular stops. Several of the big coach companies have their roots on the Black Sea. From Trabzon, minibuses run to Rize, Of, Çaykara and Uzungöl, and to Maçka for Sümela, but schedules thin out in winter and on Sundays.</p>
<h2>Renting a car</h2>
<p>A car is the best way to enjoy the valleys and plateaus at your own pace. The main rental companies have desks at the airport and in the centre. You will need a credit card in the driver’s name and a licence held for at least one or two years; many companies set a minimum age of 21 or higher. If your licence is not in the Latin alphabet, carry an international driving permit.</p>
<ul>
<li>The coast road (D010) is a fast dual carriageway with many tunnels and speed cameras.</li>
<li>Mountain roads are narrow and winding: allow about an hour to Sümela, two hours to Uzungöl and three to Ayder.</li>
<li>Parking in central Trabzon is hard; choose a hotel with parking if you rent on arrival.</li>
<li>In winter, ask for winter tyres and chains if you plan to go above the valleys.</li>
</ul>
<h2>Without a car</h2>
<p>Day tours from Trabzon cover Uzungöl, Sümela and Ayder with hotel pick-up, and private transfers are good value for a family or small group. Our <a href="/packages">tour packages</a> include transport and a guide, and our <a href="/hotels">hotels</a> page shows which properties run an airport shuttle. Once you have landed, start with our <a href="/blog/post/trabzon-city-walk-boztepe-to-hagia-sophia">one-day city walk</a>.</p>`,
      },
      tr: {
        title: 'Trabzon’a ulaşım: TZX uçuşları, şehirlerarası otobüs ve araç kiralama',
        excerpt:
          'Trabzon Havalimanı merkeze beş kilometre uzaklıkta, deniz kıyısında; gece otobüsleri şehri Türkiye’nin her yerine bağlar; kiralık araç vadilerin kapısını açar.',
        seoTitle: 'Trabzon’a ulaşım: havalimanı, otobüs, araç kiralama',
        seoDescription:
          'Trabzon’a nasıl gidilir, bölgede nasıl dolaşılır: Trabzon (TZX) ve Rize-Artvin havalimanları, merkeze ulaşım, otobüsler ve araç kiralama ipuçları.',
        seoKeywords: [
          'Trabzon Havalimanı',
          'Trabzon araç kiralama',
          'Trabzon otobüs',
          'Rize-Artvin Havalimanı',
        ],
        content: `<p>Trabzon, Doğu Karadeniz’in kapısıdır ve buraya gelmek sanıldığından kolaydır. Çoğu kişi uçakla gelir, bazıları uzun gece otobüslerini tercih eder; neredeyse herkes de en az birkaç gün için araç kiralamadığına pişman olur. Bölgeye yolcu treni yoktur.</p>
<h2>Havayolu: Trabzon Havalimanı (TZX)</h2>
<p>Havalimanı, merkezin yaklaşık beş kilometre doğusunda, deniz kıyısındadır. İstanbul’un iki havalimanından ve Ankara’dan her gün çok sayıda uçuş vardır; İzmir, Antalya ve başka şehirlerden de düzenli seferler yapılır. Yazın bazı Körfez ve Avrupa şehirlerinden doğrudan uçuşlar eklenir. Meydan’a taksiyle 10–15 dakika sürer; merkeze giden dolmuşlar da havalimanının önündeki ana yoldan geçer. Ayder’e ya da kıyının doğusuna gidecekseniz 2022’de Pazar yakınında denizden kazanılan alana kurulan Rize-Artvin Havalimanı’na (RZV) bakın.</p>
<h2>Otobüs</h2>
<p>Şehirlerarası otobüsler merkezin doğusundaki otogardan ülkenin her yerine kalkar: Ankara’dan yaklaşık 12, İstanbul’dan 17–18 saat. Trabzon’dan Rize, Of, Çaykara, Uzungöl ve Sümela için Maçka’ya minibüsler çalışır; kışın ve pazar günleri seferler seyrekleşir.</p>
<h2>Araç kiralama</h2>
<p>Vadileri ve yaylaları kendi temponuzda gezmenin en iyi yolu araç kiralamaktır. Büyük firmaların havalimanında ve merkezde ofisleri var. Sürücü adına kredi kartı ve en az bir-iki yıllık ehliyet gerekir; birçok firmada yaş sınırı 21 ve üzeridir.</p>
<ul>
<li>Sahil yolu (D010) çok tünelli, hızlı bir bölünmüş yoldur; hız kameralarına dikkat.</li>
<li>Dağ yolları dar ve virajlıdır: Sümela’ya bir, Uzungöl’e iki, Ayder’e üç saat ayırın.</li>
<li>Trabzon merkezinde park yeri bulmak zordur; otoparklı bir otel seçin.</li>
<li>Kışın yaylaya çıkacaksanız kış lastiği ve zincir isteyin.</li>
</ul>
<h2>Araçsız gezmek</h2>
<p>Trabzon’dan Uzungöl, Sümela ve Ayder’e otelden alışlı günübirlik turlar düzenlenir. Ulaşım ve rehber içeren <a href="/packages">tur paketlerimize</a>, havalimanı servisi olan tesisler için <a href="/hotels">otellerimize</a> bakın. İndikten sonra <a href="/blog/post/trabzon-city-walk-boztepe-to-hagia-sophia">bir günlük şehir rotamızla</a> başlayın.</p>`,
      },
      ar: {
        title: 'الوصول إلى طرابزون: مطار TZX والحافلات وتأجير السيارات',
        excerpt:
          'يقع مطار طرابزون على الساحل على بعد خمسة كيلومترات من المركز، وتربط الحافلات الليلية المدينة بكل تركيا، والسيارة المستأجرة تفتح لك الوديان. كيف تصل وكيف تتنقل.',
        seoTitle: 'الوصول إلى طرابزون: المطار والحافلات وتأجير السيارات',
        seoDescription:
          'كيف تصل إلى طرابزون وتتنقل فيها: الرحلات إلى مطار طرابزون (TZX) ومطار ريزه أرتفين، والطريق إلى المركز، والحافلات بين المدن، وتأجير السيارة وأوقات القيادة.',
        seoKeywords: ['مطار طرابزون', 'تأجير سيارة طرابزون', 'الوصول إلى طرابزون', 'مطار ريزه أرتفين'],
        content: `<p>طرابزون بوابة شرق البحر الأسود، والوصول إليها أسهل مما يتوقعه كثيرون. يصل معظم الزوار بالطائرة، وبعضهم بالحافلات الليلية الطويلة، ويتمنى الجميع تقريبًا لو استأجروا سيارة ولو لبضعة أيام. لا يوجد قطار ركاب إلى الساحل.</p>
<h2>جوًا: مطار طرابزون (TZX)</h2>
<p>يقع المطار على الساحل مباشرة على بعد نحو خمسة كيلومترات شرق المركز. تصل إليه رحلات يومية كثيرة من مطاري إسطنبول ومن أنقرة، ورحلات منتظمة من إزمير وأنطاليا وغيرهما. وفي الصيف تصل رحلات مباشرة من عدة مدن خليجية وبعض المدن الأوروبية. تستغرق سيارة الأجرة إلى الميدان من 10 إلى 15 دقيقة. وإن كانت وجهتك أيدر أو أقصى شرق الساحل، ففكّر في مطار ريزه أرتفين (RZV) الذي افتُتح عام 2022 على أرض مستصلحة من البحر قرب بازار.</p>
<h2>بالحافلة</h2>
<p>تنطلق الحافلات من محطة طرابزون شرق المركز إلى كل أنحاء البلاد: نحو 12 ساعة من أنقرة و17 إلى 18 ساعة من إسطنبول، وغالبًا في الليل. ومن طرابزون تسير حافلات صغيرة إلى ريزه وأوف وتشايكارا وأوزنجول، وإلى ماتشكا لزيارة سوميلا.</p>
<h2>تأجير سيارة</h2>
<p>السيارة أفضل وسيلة للاستمتاع بالوديان والهضاب على راحتك. تحتاج إلى بطاقة ائتمان باسم السائق ورخصة مضى عليها عام أو عامان على الأقل، ويُستحسن حمل رخصة قيادة دولية إن لم تكن رخصتك بالحروف اللاتينية.</p>
<ul>
<li>الطريق الساحلي سريع ومزدوج وفيه أنفاق كثيرة وكاميرات للسرعة.</li>
<li>الطرق الجبلية ضيقة ومتعرجة: ساعة إلى سوميلا، وساعتان إلى أوزنجول، وثلاث إلى أيدر.</li>
<li>المواقف نادرة في وسط طرابزون، فاختر فندقًا فيه موقف للسيارات.</li>
</ul>
<h2>من دون سيارة</h2>
<p>تنطلق من طرابزون جولات يومية إلى أوزنجول وسوميلا وأيدر مع النقل من الفندق. تصفّح <a href="/packages">باقاتنا السياحية</a> التي تشمل النقل والمرشد، و<a href="/hotels">فنادقنا</a> التي توفر الاستقبال من المطار، وابدأ بـ<a href="/blog/post/trabzon-city-walk-boztepe-to-hagia-sophia">جولة يوم في المدينة</a>.</p>`,
      },
    },
  },
  {
    slug: 'black-sea-coast-road-trabzon-to-hopa',
    originalLang: 'en',
    category: 'practical-tips',
    tags: ['road trip', 'Rize', 'Trabzon', 'tea', 'Ayder'],
    timing: { status: 'published', daysAgo: 190 },
    translations: {
      en: {
        title: 'The Black Sea coast road from Trabzon to Hopa: stops worth making',
        excerpt:
          'About 170 km of sea on one side and tea-covered mountains on the other. A road trip east from Trabzon through Rize to Hopa, with the turn-offs for Uzungöl and Ayder.',
        seoTitle: 'Trabzon to Hopa by car: Black Sea coast road trip',
        seoDescription:
          'The Black Sea coast road from Trabzon to Hopa: Sürmene, Of, Rize’s tea garden, Pazar’s island castle, the turn-offs for Uzungöl and Ayder, and driving tips.',
        seoKeywords: ['Black Sea coast road', 'Trabzon to Rize', 'Hopa', 'Black Sea road trip'],
        content: `<p>The D010 coast road runs the length of Turkey’s Black Sea, and its eastern end, from Trabzon through Rize to Hopa near the Georgian border, is the most dramatic stretch: the sea on your left, and on your right mountains rising steeply from the shore, covered in hazelnut orchards and then tea. It is about 170 km and could be driven in under three hours, but it is far better as a slow day, or as the spine of a longer trip with detours inland.</p>
<h2>The stops, west to east</h2>
<ul>
<li><strong>Sürmene</strong> (about 40 km): known across Turkey for its hand-forged knives. Just beyond, Çamburnu has a pine-covered headland, a small nature park and traditional boatyards.</li>
<li><strong>Of</strong> (about 50 km): the turn inland for Çaykara and <a href="/blog/post/uzungol-lake-when-to-go">Uzungöl</a>, about an hour up the valley.</li>
<li><strong>Rize</strong> (about 75 km): climb to the Ziraat tea garden above the centre for a glass of tea and the view, and walk up to the castle.</li>
<li><strong>Pazar</strong>: Kız Kalesi, a small medieval castle on a rock island just offshore, is one of the most photographed spots on the coast. Rize-Artvin Airport is nearby.</li>
<li><strong>Ardeşen</strong>: the turn for Çamlıhemşin, the Fırtına Valley and <a href="/blog/post/ayder-hot-springs-and-kackar-trails">Ayder</a>; rafting on the Fırtına stream in summer.</li>
<li><strong>Fındıklı and Arhavi</strong>: quieter towns at the mouths of deep green valleys, good for a fish lunch.</li>
<li><strong>Hopa</strong> (about 170 km): the last town before the Sarp border crossing into Georgia, some 20 km further on.</li>
</ul>
<h2>Driving tips</h2>
<p>The road is a fast dual carriageway for almost the whole way, with long tunnels and speed cameras; keep to the limits. Fuel stations and roadside restaurants are frequent. The turn-offs inland are where the driving gets slow: narrow, winding valley roads where a tractor or a minibus can hold you up for kilometres. Leave the coast with a full tank and plenty of daylight.</p>
<h2>How to plan it</h2>
<p>Our favourite version takes three days: Trabzon to Uzungöl via Of on the first day, back down to the coast and on to Rize and Ayder on the second, and the far east to Hopa and back on the third. Driving east in the morning keeps the sun behind you. If you visit in the tea season, from May to October, stop at a roadside tea garden: see our <a href="/blog/post/rize-tea-terraces-and-harvest">Rize tea guide</a>.</p>
<p>Book stops along the way among our <a href="/hotels">hotels in Trabzon, Rize and Ayder</a>, or see our <a href="/packages">tour packages</a>, with transport from the airport included.</p>`,
      },
      tr: {
        title: 'Trabzon’dan Hopa’ya Karadeniz sahil yolu: durmaya değer yerler',
        excerpt:
          'Bir yanda deniz, öbür yanda çay kaplı dağlarla yaklaşık 170 kilometre. Trabzon’dan Rize üzerinden Hopa’ya, Uzungöl ve Ayder sapaklarıyla birlikte bir yol rehberi.',
        seoTitle: 'Trabzon’dan Hopa’ya sahil yolu: yol gezisi rehberi',
        seoDescription:
          'Karadeniz sahil yolunda Trabzon–Hopa: Sürmene, Of, Rize’de Ziraat Çay Bahçesi, Pazar’daki Kız Kalesi, Uzungöl ve Ayder sapakları ve sürüş ipuçları.',
        seoKeywords: ['Karadeniz sahil yolu', 'Trabzon Rize', 'Hopa', 'Karadeniz yol gezisi'],
        content: `<p>D010 sahil yolu Karadeniz’in baştan sona uzanır; Trabzon’dan Rize üzerinden Gürcistan sınırındaki Hopa’ya kadar olan doğu ucu en etkileyici bölümüdür: solunuzda deniz, sağınızda kıyıdan dik yükselen, önce fındık bahçeleri sonra çayla kaplı dağlar. Yaklaşık 170 kilometrelik yol üç saatten kısa sürer, ama yavaş bir gün ya da içerilere sapılan uzun bir gezinin omurgası olarak çok daha güzeldir.</p>
<h2>Batıdan doğuya duraklar</h2>
<ul>
<li><strong>Sürmene</strong> (yaklaşık 40 km): el yapımı bıçaklarıyla ünlü. Hemen ötesinde Çamburnu’nun çamlı burnu, tabiat parkı ve ahşap tekne tersaneleri var.</li>
<li><strong>Of</strong> (yaklaşık 50 km): Çaykara ve <a href="/blog/post/uzungol-lake-when-to-go">Uzungöl</a> sapağı; vadiden yukarı yaklaşık bir saat.</li>
<li><strong>Rize</strong> (yaklaşık 75 km): merkezin üstündeki Ziraat Çay Bahçesi’nde manzaraya karşı bir bardak çay, ardından kaleye yürüyüş.</li>
<li><strong>Pazar</strong>: kıyının hemen açığındaki kayalık adacıkta Kız Kalesi; Rize-Artvin Havalimanı da yakında.</li>
<li><strong>Ardeşen</strong>: Çamlıhemşin, Fırtına Vadisi ve <a href="/blog/post/ayder-hot-springs-and-kackar-trails">Ayder</a> sapağı; yazın Fırtına Deresi’nde rafting.</li>
<li><strong>Fındıklı ve Arhavi</strong>: derin yeşil vadilerin ağzında sakin kasabalar, balık için iyi bir mola.</li>
<li><strong>Hopa</strong> (yaklaşık 170 km): 20 kilometre ötedeki Sarp sınır kapısından önceki son kasaba.</li>
</ul>
<h2>Sürüş ipuçları</h2>
<p>Yol neredeyse baştan sona uzun tünelli, hızlı bir bölünmüş yoldur; hız sınırlarına uyun. Akaryakıt istasyonu ve lokanta boldur. Asıl yavaşlık içeri sapınca başlar: dar ve virajlı vadi yollarında bir traktörün arkasında kilometrelerce gidebilirsiniz. Sahilden deposu dolu ve gün ışığı bol ayrılın.</p>
<h2>Nasıl planlanır?</h2>
<p>En sevdiğimiz plan üç gün: ilk gün Of üzerinden Uzungöl, ikinci gün sahile inip Rize ve Ayder, üçüncü gün Hopa’ya gidip dönüş. Çay mevsiminde yol kenarındaki bir çay bahçesinde durun; ayrıntılar <a href="/blog/post/rize-tea-terraces-and-harvest">Rize çay rehberimizde</a>. Yol üstündeki konaklamalar için <a href="/hotels">otellerimize</a>, havalimanından ulaşım dahil planlar için <a href="/packages">paketlerimize</a> bakın.</p>`,
      },
      ar: {
        title: 'الطريق الساحلي من طرابزون إلى هوبا: محطات تستحق التوقف',
        excerpt:
          'نحو 170 كيلومترًا بين البحر من جهة وجبال الشاي من جهة أخرى. رحلة برية شرقًا من طرابزون عبر ريزه حتى هوبا، مع المنعطفات المؤدية إلى أوزنجول وأيدر.',
        seoTitle: 'من طرابزون إلى هوبا بالسيارة على ساحل البحر الأسود',
        seoDescription:
          'رحلة على الطريق الساحلي من طرابزون إلى هوبا: سورمنه وأوف وحديقة الشاي في ريزه وقلعة الفتاة في بازار، ومنعطفات أوزنجول وأيدر، ونصائح مفيدة للقيادة.',
        seoKeywords: ['الطريق الساحلي', 'طرابزون ريزه', 'هوبا', 'رحلة برية'],
        content: `<p>يمتد الطريق الساحلي على طول البحر الأسود التركي، وأجمل أجزائه طرفه الشرقي من طرابزون عبر ريزه إلى هوبا قرب الحدود الجورجية: البحر عن يسارك، وعن يمينك جبال ترتفع بحدة من الشاطئ تكسوها بساتين البندق ثم مزارع الشاي. طوله نحو 170 كيلومترًا ويمكن قطعه في أقل من ثلاث ساعات، لكنه أجمل بكثير في يوم هادئ أو ضمن رحلة أطول.</p>
<h2>المحطات من الغرب إلى الشرق</h2>
<ul>
<li><strong>سورمنه</strong> (نحو 40 كم): مشهورة بسكاكينها المصنوعة يدويًا، وبعدها رأس تشامبورنو المكسو بالصنوبر.</li>
<li><strong>أوف</strong> (نحو 50 كم): منعطف تشايكارا و<a href="/blog/post/uzungol-lake-when-to-go">أوزنجول</a> على بعد ساعة تقريبًا في الوادي.</li>
<li><strong>ريزه</strong> (نحو 75 كم): اصعد إلى حديقة زراعت للشاي فوق المركز لتشرب كوبًا مع الإطلالة.</li>
<li><strong>بازار</strong>: قلعة الفتاة، حصن صغير من العصور الوسطى على جزيرة صخرية قرب الشاطئ.</li>
<li><strong>أرديشن</strong>: منعطف تشاملي همشين ووادي فيرتينا و<a href="/blog/post/ayder-hot-springs-and-kackar-trails">أيدر</a>.</li>
<li><strong>هوبا</strong> (نحو 170 كم): آخر بلدة قبل معبر سارب الحدودي إلى جورجيا.</li>
</ul>
<h2>نصائح للقيادة</h2>
<p>الطريق سريع ومزدوج في معظمه، وفيه أنفاق طويلة وكاميرات للسرعة، ومحطات الوقود والمطاعم كثيرة. أما البطء الحقيقي فيبدأ عند الانعطاف نحو الداخل، حيث طرق الوديان ضيقة ومتعرجة. غادر الساحل بخزان ممتلئ ووقت كافٍ قبل الغروب.</p>
<h2>كيف تخطط للرحلة؟</h2>
<p>نقترح ثلاثة أيام: أوزنجول عبر أوف في اليوم الأول، ثم ريزه وأيدر في الثاني، ثم هوبا والعودة في الثالث. وفي موسم الشاي توقف في إحدى حدائقه، واقرأ <a href="/blog/post/rize-tea-terraces-and-harvest">دليل شاي ريزه</a>. احجز محطاتك من <a href="/hotels">فنادقنا</a> أو اختر إحدى <a href="/packages">باقاتنا</a> التي تشمل النقل من المطار.</p>`,
      },
    },
  },
  {
    slug: 'trabzon-family-itinerary-3-days',
    originalLang: 'ar',
    category: 'practical-tips',
    tags: ['family', 'Uzungöl', 'Sümela', 'Trabzon'],
    timing: { status: 'published', daysAgo: 35 },
    translations: {
      ar: {
        title: 'ثلاثة أيام في طرابزون مع العائلة: برنامج مجرّب',
        excerpt:
          'برنامج عائلي لثلاثة أيام يجمع المدينة وبحيرة أوزنجول ودير سوميلا، بإيقاع يناسب الأطفال وكبار السن، مع نصائح عن الطعام الحلال والصلاة والطقس والتنقل.',
        seoTitle: 'برنامج عائلي في طرابزون لثلاثة أيام',
        seoDescription:
          'برنامج ثلاثة أيام للعائلات في طرابزون: يوم في المدينة وبوزتبه، ويوم في بحيرة أوزنجول، ويوم لدير سوميلا وهامسي كوي، مع نصائح عملية للأطفال والطقس والطعام.',
        seoKeywords: ['طرابزون مع العائلة', 'برنامج طرابزون 3 أيام', 'أوزنجول', 'سوميلا'],
        content: `<p>تصلنا كل صيف رسائل كثيرة من عائلات تسأل: كيف نرى أجمل ما في طرابزون في ثلاثة أيام دون أن نُتعب الأطفال؟ هذا البرنامج جرّبناه مع عائلات من مختلف الأعمار، وهو يوازن بين المشي والراحة، ويترك وقتًا للّعب والشاي والصور. السر بسيط: ابدأ مبكرًا، واجعل فترة ما بعد الظهر أخف، ولا تحاول رؤية كل شيء.</p>
<h2>اليوم الأول: المدينة وتلة بوزتبه</h2>
<p>ابدأ صباحك بفطور بحري على مهل، ثم تجوّل في الميدان وحدائقه، وامشِ في شارع أوزون سوكاك حيث محلات البيدا والحلويات. بعد الظهر اصعد إلى قصر أتاتورك في حي صوغوقصو، وحديقته الواسعة مناسبة لركض الأطفال. وعند الغروب اصعد إلى تلة بوزتبه، حيث حدائق الشاي المطلة على المدينة والبحر، وهي من أجمل لحظات الرحلة. التفاصيل في <a href="/blog/post/trabzon-city-walk-boztepe-to-hagia-sophia">جولة يوم في طرابزون</a>.</p>
<h2>اليوم الثاني: بحيرة أوزنجول</h2>
<p>انطلق في الثامنة صباحًا، فالطريق يستغرق نحو ساعتين، والوصول المبكر يجنبك زحام الصيف. الممر حول البحيرة مستوٍ وطوله نحو ثلاثة كيلومترات، فهو مناسب لعربات الأطفال وكبار السن. يستمتع الصغار بالعربات ذات الدواسات وجولات الخيل القصيرة، ويمكن الصعود بسيارة محلية إلى إحدى الهضاب لرؤية البحيرة من الأعلى. تناول الغداء سمكًا مرقطًا على الضفة، وإن استطعت فابقَ ليلة هناك لترى البحيرة هادئة في المساء. اقرأ <a href="/blog/post/uzungol-lake-when-to-go">دليل أوزنجول</a> قبل الذهاب.</p>
<h2>اليوم الثالث: دير سوميلا وهامسي كوي</h2>
<p>يبعد الدير نحو ساعة عن طرابزون، والصعود من الموقف إلى المدخل كيلومتر واحد في طريق غابي منحدر. العربات لا تناسب هذا الممر، فاحمل الصغار في حمالة ظهر، وخذ وقتك في الاستراحة. بعد الزيارة توجه إلى قرية هامسي كوي لتذوق الأرز بالحليب الشهير، ثم عد إلى المدينة لعشاء من كفتة أكتشابات. ولمزيد من التفاصيل اقرأ <a href="/blog/post/sumela-monastery-visitor-guide">دليل دير سوميلا</a>.</p>
<h2>إن كان لديكم يوم رابع</h2>
<p>أضيفوا نصف يوم على الساحل: نزهة على كورنيش طرابزون، ثم غداء كفتة في أكتشابات، أو رحلة قصيرة إلى هضبة هيدرنبي المطلة على بحر من الغيوم. ومن يحب الطبيعة أكثر يستطيع الذهاب إلى أيدر والاستمتاع بينابيعها الحارة، لكنها تحتاج يومًا كاملًا بسبب بعد المسافة.</p>
<h2>نصائح للعائلات</h2>
<ul>
<li>الطعام الحلال متوفر في كل مكان تقريبًا، والمساجد قريبة في المدينة والقرى.</li>
<li>المطر محتمل في أي شهر، فاحمل سترات خفيفة للمطر وملابس احتياطية للأطفال.</li>
<li>الطرق الجبلية متعرجة، فخذ دواء دوار الطريق لمن يحتاجه، وتوقف كل ساعة.</li>
<li>اطلب مقاعد أطفال مسبقًا عند استئجار السيارة أو حجز النقل.</li>
<li>احجز مبكرًا في يوليو وأغسطس وفي عطلات العيد.</li>
</ul>
<p>لدينا <a href="/hotels">فنادق بغرف عائلية</a> في طرابزون وأوزنجول، و<a href="/packages">باقات سياحية</a> تشمل الاستقبال من المطار والنقل والمرشد، لتستمتع أنت ويهتم غيرك بالتفاصيل.</p>`,
      },
    },
  },
];
