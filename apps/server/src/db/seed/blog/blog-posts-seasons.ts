import type { PostSeed } from './blog-post-seed.ts';

/** When to come: the season guide, a winter post scheduled for next week, an archived packing list. */
export const SEASON_POSTS: PostSeed[] = [
  {
    slug: 'best-time-to-visit-the-black-sea',
    originalLang: 'en',
    category: 'seasons-and-weather',
    tags: ['plateaus', 'Uzungöl', 'winter', 'hamsi'],
    timing: { status: 'published', daysAgo: 400 },
    translations: {
      en: {
        title: 'When to visit the Black Sea: a season-by-season guide',
        excerpt:
          'Green spring meadows, summer plateau festivals, copper autumn forests or snow on the yayla: each season on the eastern Black Sea is a different trip. Here is how to choose.',
        seoTitle: 'Best time to visit Trabzon and the Black Sea',
        seoDescription:
          'Season by season on the eastern Black Sea: green May and June, summer festivals and crowds, autumn colours in October and snowy winters, with tips for each.',
        seoKeywords: [
          'best time to visit Trabzon',
          'Black Sea weather',
          'Uzungöl season',
          'plateau festivals',
        ],
        content: `<p>“When should we come?” is the question we hear most often, and the honest answer is that the eastern Black Sea has four very different seasons, each with its own trip. The one constant is rain: this is the greenest corner of Turkey because it rains in every month, more in Rize than in Trabzon, and more in autumn and winter than in summer. Plan for showers and mist whatever the month, and choose the season for what you want to see.</p>
<h2>Late spring (May–June): the green season</h2>
<p>If we had to pick one time, it would be late May and June. The meadows are at their greenest, wild rhododendrons flower pink and purple on the slopes, waterfalls are full with snowmelt and the first tea flush is being picked around Rize. The higher plateaus open through June as the snow retreats. Crowds are light outside the Turkish holidays and hotel prices are fair. Evenings are cool, so bring a warm layer.</p>
<h2>Summer (July–August): festivals and crowds</h2>
<p>High summer is plateau festival season. Families move up to the yayla, and on summer weekends the meadows fill with kemençe, tulum and long lines of horon dancers. The coast is warm and humid, around 25–28 °C by day, while the plateaus stay fresh. This is also the busiest time by far, especially at Uzungöl and Sümela and above all during the Eid holidays: book hotels early, start your days early and expect mist to rise in the mountains most afternoons.</p>
<h2>Autumn (September–November): clear air and colour</h2>
<p>September is many locals’ favourite month: the sea is still warm, the plateaus are quiet and the light is clear. In October the beech and alder forests around Uzungöl, Ayder and the Fırtına Valley turn copper, gold and red, a short and spectacular show. By November the rain sets in, the plateau guesthouses close and the hamsi season gets properly under way on the coast.</p>
<h2>Winter (December–March): snow above, hamsi below</h2>
<p>The coast stays mild and wet, rarely below freezing, while the mountains turn white. Uzungöl under snow is silent and beautiful, Zigana is good for a day in the snow, and Ayder’s hot springs feel even better with snow on the ground. Some plateau roads close and many guesthouses shut, so winter suits a slow trip with a car and winter tyres, or one of our guided packages.</p>
<h2>The year at a glance</h2>
<ul>
<li><strong>April</strong>: cool and showery, snow on the heights; quiet and inexpensive.</li>
<li><strong>May–June</strong>: greenest, rhododendrons, first tea flush; our top pick.</li>
<li><strong>July–August</strong>: festivals, warm sea, crowds; book ahead.</li>
<li><strong>September–October</strong>: clear days and autumn colour; the second-best window.</li>
<li><strong>November–March</strong>: rain on the coast, snow in the mountains, hamsi season.</li>
</ul>
<p>Whatever you choose, you will find <a href="/hotels">hotels</a> and <a href="/packages">tour packages</a> for it with us. For the lake most people come for, read our <a href="/blog/post/uzungol-lake-when-to-go">Uzungöl guide</a>.</p>`,
      },
      tr: {
        title: 'Karadeniz’e ne zaman gidilir? Mevsim mevsim rehber',
        excerpt:
          'Baharda yemyeşil çayırlar, yazın yayla şenlikleri, sonbaharda bakır renkli ormanlar, kışın karlı yaylalar: Doğu Karadeniz’de her mevsim ayrı bir gezi. Nasıl seçeceğinizi anlatıyoruz.',
        seoTitle: 'Karadeniz’e ne zaman gidilir? En iyi aylar',
        seoDescription:
          'Doğu Karadeniz’de mevsim mevsim neler sizi bekliyor: yeşil mayıs-haziran, temmuz-ağustos şenlikleri ve kalabalığı, ekimde sonbahar renkleri ve karlı kış.',
        seoKeywords: ['Karadeniz ne zaman gidilir', 'Trabzon hava durumu', 'yayla şenlikleri', 'Uzungöl'],
        content: `<p>En çok duyduğumuz soru “Ne zaman gelelim?” Dürüst cevap şu: Doğu Karadeniz’in birbirine hiç benzemeyen dört mevsimi var ve her biri ayrı bir gezi demek. Değişmeyen tek şey yağmur: Türkiye’nin en yeşil köşesi olması her ay yağmur almasından; Rize’de Trabzon’dan fazla, sonbahar ve kışta yazdan fazla yağar. Hangi ay gelirseniz gelin sağanak ve sise hazırlıklı olun.</p>
<h2>Bahar sonu (mayıs–haziran): yeşil mevsim</h2>
<p>Tek bir zaman seçmemiz gerekse mayıs sonu ve haziran derdik. Çayırlar en yeşil halinde, yamaçlarda orman gülleri açar, şelaleler kar suyuyla gürleşir, Rize’de ilk sürgün çay toplanır. Yüksek yaylalar haziran boyunca açılır. Bayramlar dışında kalabalık azdır; akşamlar serin olur.</p>
<h2>Yaz (temmuz–ağustos): şenlikler ve kalabalık</h2>
<p>Yaz, yayla şenliklerinin mevsimidir: hafta sonları çayırlarda kemençe, tulum ve horon halkaları. Sahil sıcak ve nemlidir, gündüz 25–28 °C civarında; yaylalar serin kalır. Aynı zamanda en kalabalık dönemdir, özellikle Uzungöl ve Sümela’da ve bayramlarda: otelleri erken ayırtın, güne erken başlayın.</p>
<h2>Sonbahar (eylül–kasım): berrak hava ve renkler</h2>
<p>Eylül, pek çok yerlinin en sevdiği aydır: deniz hâlâ ılık, yaylalar sakin. Ekimde Uzungöl, Ayder ve Fırtına Vadisi’ndeki kayın ve kızılağaç ormanları bakır, altın ve kırmızıya döner. Kasımda yağmurlar başlar, yayla pansiyonları kapanır, kıyıda hamsi mevsimi açılır.</p>
<h2>Kış (aralık–mart): yukarıda kar, aşağıda hamsi</h2>
<p>Sahil ılık ve yağışlı kalır; dağlar ise beyaza bürünür. Karlı Uzungöl sessiz ve çok güzeldir, Zigana’da karda bir gün geçirilebilir, Ayder kaplıcaları kar altında daha da keyiflidir. Bazı yayla yolları kapanır, kış lastikli bir araç ya da rehberli bir tur en iyisidir.</p>
<ul>
<li><strong>Nisan</strong>: serin ve yağışlı; sakin ve uygun fiyatlı.</li>
<li><strong>Mayıs–haziran</strong>: en yeşil dönem; bizim ilk tercihimiz.</li>
<li><strong>Temmuz–ağustos</strong>: şenlikler ve kalabalık; erken rezervasyon.</li>
<li><strong>Eylül–ekim</strong>: berrak günler ve sonbahar renkleri.</li>
<li><strong>Kasım–mart</strong>: kıyıda yağmur, dağda kar, hamsi mevsimi.</li>
</ul>
<p>Hangi mevsimi seçerseniz seçin, ona uygun <a href="/hotels">otellerimiz</a> ve <a href="/packages">tur paketlerimiz</a> var. Çoğu gezginin hedefi olan göl için <a href="/blog/post/uzungol-lake-when-to-go">Uzungöl rehberimizi</a> okuyun.</p>`,
      },
      ar: {
        title: 'متى تزور البحر الأسود؟ دليل الفصول الأربعة',
        excerpt:
          'مروج خضراء في الربيع، ومهرجانات الهضاب في الصيف، وغابات نحاسية في الخريف، وثلوج على الهضاب في الشتاء: لكل فصل في شرق البحر الأسود رحلته الخاصة.',
        seoTitle: 'أفضل وقت لزيارة طرابزون والبحر الأسود',
        seoDescription:
          'دليل الفصول في شرق البحر الأسود: خضرة مايو ويونيو، ومهرجانات يوليو وأغسطس وزحامها، وألوان الخريف في أكتوبر، وشتاء الثلوج، مع نصائح عملية لكل فصل.',
        seoKeywords: ['أفضل وقت لزيارة طرابزون', 'طقس البحر الأسود', 'أوزنجول', 'مهرجانات الهضاب'],
        content: `<p>«متى نأتي؟» هو السؤال الذي نسمعه أكثر من غيره، والجواب الصادق أن لشرق البحر الأسود أربعة فصول مختلفة تمامًا، ولكل منها رحلته. الثابت الوحيد هو المطر: فهذه أكثر بقاع تركيا خضرة لأن المطر يهطل فيها كل شهر، وفي ريزه أكثر من طرابزون، وفي الخريف والشتاء أكثر من الصيف.</p>
<h2>أواخر الربيع (مايو ويونيو): موسم الخضرة</h2>
<p>لو اخترنا وقتًا واحدًا لكان أواخر مايو ويونيو. المروج في أوج خضرتها، وأزهار الرودودندرون البرية تتفتح على السفوح، والشلالات ممتلئة بمياه الثلوج الذائبة، والقطفة الأولى من الشاي تُجمع حول ريزه. الزحام قليل خارج العطلات، والأمسيات باردة فاحمل معك سترة دافئة.</p>
<h2>الصيف (يوليو وأغسطس): المهرجانات والزحام</h2>
<p>الصيف موسم مهرجانات الهضاب، حيث تمتلئ المروج في عطلات نهاية الأسبوع بأنغام الكمنجة والقربة وحلقات الهورون. الساحل دافئ ورطب بين 25 و28 درجة نهارًا، بينما تبقى الهضاب منعشة. وهو أيضًا أكثر الأوقات ازدحامًا، خاصة في أوزنجول وسوميلا وفي عطلات العيد، فاحجز فندقك مبكرًا.</p>
<h2>الخريف (سبتمبر إلى نوفمبر): هواء صافٍ وألوان</h2>
<p>سبتمبر هو الشهر المفضل لدى كثير من السكان: البحر ما يزال دافئًا والهضاب هادئة. وفي أكتوبر تتلون غابات الزان حول أوزنجول وأيدر ووادي فيرتينا بالنحاسي والذهبي والأحمر. ومع نوفمبر تكثر الأمطار ويبدأ موسم الهامسي على الساحل.</p>
<h2>الشتاء (ديسمبر إلى مارس): ثلج في الأعلى وهامسي في الأسفل</h2>
<p>يبقى الساحل معتدلًا ممطرًا، بينما تكتسي الجبال بالبياض. أوزنجول تحت الثلج ساحرة وهادئة، وينابيع أيدر الحارة أجمل مع الثلج. تُغلق بعض طرق الهضاب، فالأفضل سيارة بإطارات شتوية أو جولة مع مرشد.</p>
<ul>
<li><strong>مايو ويونيو</strong>: أكثر الأوقات خضرة، واختيارنا الأول.</li>
<li><strong>يوليو وأغسطس</strong>: مهرجانات وزحام، فاحجز مبكرًا.</li>
<li><strong>سبتمبر وأكتوبر</strong>: أيام صافية وألوان الخريف.</li>
<li><strong>نوفمبر إلى مارس</strong>: مطر على الساحل وثلج في الجبال.</li>
</ul>
<p>أيًّا كان الفصل، لدينا <a href="/hotels">فنادق</a> و<a href="/packages">باقات سياحية</a> تناسبه. واقرأ <a href="/blog/post/uzungol-lake-when-to-go">دليل أوزنجول</a> عن البحيرة التي يقصدها معظم الزوار.</p>`,
      },
    },
  },
  {
    slug: 'black-sea-winter-snow-and-hamsi',
    originalLang: 'en',
    category: 'seasons-and-weather',
    tags: ['winter', 'Uzungöl', 'hamsi', 'Ayder'],
    timing: { status: 'published', daysAgo: -7 },
    translations: {
      en: {
        title: 'Winter on the Black Sea: snowy Uzungöl, quiet Ayder and hamsi season',
        excerpt:
          'When the coast turns grey and mild and the mountains go white, the Black Sea empties of crowds. How to spend a winter week between snowy lakes, hot springs and plates of hamsi.',
        seoTitle: 'Black Sea in winter: Uzungöl snow, Ayder, hamsi',
        seoDescription:
          'A winter trip to Trabzon and Rize: snowy Uzungöl, Zigana, Ayder’s hot springs, Sümela in winter, hamsi at its best, plus driving tips for snowy plateau roads.',
        seoKeywords: ['Black Sea winter', 'Uzungöl snow', 'Ayder winter', 'hamsi season', 'Trabzon winter'],
        content: `<p>From December to March the eastern Black Sea splits in two. Down on the coast it is mild, grey and wet, rarely below freezing, with the sea rolling in under low cloud. A short drive inland the mountains are deep in snow. Summer’s crowds are gone, hotels are quiet and friendly, and the region has a calm that few visitors ever see.</p>
<h2>Uzungöl under snow</h2>
<p>The lake at 1,100 metres is usually white from late December, with snow on the chalet roofs, the mosque framed by dark spruce and ice forming along the edges on cold mornings. The walk around the lake is cleared in the village, and an afternoon of tea by a wood stove is the whole point. Bring boots with a real grip; the paths between hotels can be icy.</p>
<h2>Zigana and Sümela</h2>
<p>South of Maçka, the old Zigana pass road climbs into snowy forest above the new tunnel; families come for sledging and snowball fights, and there is a small ski area on the Gümüşhane side of the mountain. Stop in Hamsiköy for a bowl of warm rice pudding. Sümela usually stays open in winter with shorter hours, but the forest path can be icy and closes after heavy snowfall, so check the day before.</p>
<h2>Ayder’s hot springs</h2>
<p>Ayder in winter is a village under a metre of snow, with most guesthouses closed and a handful of hotels and the thermal baths open. Soaking in 50 °C water while snow falls outside is worth the long drive up the Fırtına valley. Call your hotel before you set off to make sure the road is open.</p>
<h2>Hamsi at its best</h2>
<p>Winter is when the Black Sea anchovy is fattest. Eat hamsi tava in a fish restaurant in Trabzon or Rize, try hamsili pilav, warm up with collard soup, and start the day with kuymak. Our <a href="/blog/post/trabzon-food-hamsi-kuymak-and-pide">food guide</a> explains it all.</p>
<h2>Driving in winter</h2>
<ul>
<li>Rent a car with winter tyres and ask for chains if you plan to go up to the plateaus.</li>
<li>Days are short: set off early and be off mountain roads before dark, around five.</li>
<li>Keep the tank at least half full; petrol stations are few above the valleys.</li>
<li>Check road conditions with your hotel each morning; some plateau roads close for the season.</li>
</ul>
<p>Prefer not to drive on snow? Our <a href="/packages">tour packages</a> come with transport, so someone who knows the roads does the driving; check dates and opening with our <a href="/hotels">hotels</a>.</p>`,
      },
      tr: {
        title: 'Karadeniz’de kış: karlı Uzungöl, sakin Ayder ve hamsi mevsimi',
        excerpt:
          'Sahil gri ve ılık, dağlar bembeyaz olduğunda Karadeniz kalabalıktan arınır. Karlı göller, kaplıcalar ve hamsi tabakları arasında bir kış haftası nasıl geçirilir?',
        seoTitle: 'Karadeniz’de kış: karlı Uzungöl, Ayder ve hamsi',
        seoDescription:
          'Trabzon ve Rize’de kış gezisi: karlı Uzungöl, Zigana, Ayder kaplıcaları, kışın Sümela, hamsinin en lezzetli zamanı ve karlı yayla yolları için sürüş ipuçları.',
        seoKeywords: ['Karadeniz kış', 'karlı Uzungöl', 'Ayder kış', 'hamsi mevsimi'],
        content: `<p>Aralıktan marta Doğu Karadeniz ikiye ayrılır. Sahilde hava ılık, gri ve yağışlıdır; sıfırın altına nadiren düşer. Kısa bir yolculukla içeri girince dağlar karla kaplıdır. Yazın kalabalığı gitmiştir, oteller sakin ve samimidir; bölge az kişinin gördüğü bir huzura bürünür.</p>
<h2>Karlı Uzungöl</h2>
<p>1.100 metredeki göl genellikle aralık sonundan itibaren beyazdır: çatılarda kar, koyu ladinlerin çerçevelediği cami, soğuk sabahlarda kıyıda buz. Köy içinde göl çevresindeki yol temizlenir; odun sobası başında çay içmek işin ta kendisidir. Kaymayan bot giyin.</p>
<h2>Zigana ve Sümela</h2>
<p>Maçka’nın güneyinde eski Zigana geçit yolu, yeni tünelin üstünde karlı ormanlara tırmanır; aileler kızak ve kartopu için gelir, dağın Gümüşhane tarafında küçük bir kayak alanı vardır. Hamsiköy’de sıcak sütlaç molası verin. Sümela kışın genellikle kısa saatlerle açıktır, ama patika buzlanabilir ve yoğun kardan sonra kapanır; bir gün önceden sorun.</p>
<h2>Ayder kaplıcaları</h2>
<p>Kışın Ayder bir metre karın altındadır; pansiyonların çoğu kapalı, birkaç otel ve kaplıca açıktır. Dışarıda kar yağarken 50 °C suda oturmak Fırtına Vadisi’ndeki uzun yola değer. Yola çıkmadan otelinizi arayıp yolun açık olduğundan emin olun.</p>
<h2>Hamsinin en iyi zamanı</h2>
<p>Hamsi en yağlı halini kışın alır. Trabzon ya da Rize’de hamsi tava yiyin, hamsili pilavı deneyin, karalahana çorbasıyla ısının. Ayrıntılar <a href="/blog/post/trabzon-food-hamsi-kuymak-and-pide">yemek rehberimizde</a>.</p>
<ul>
<li>Kış lastikli araç kiralayın, yaylaya çıkacaksanız zincir isteyin.</li>
<li>Günler kısa: erken yola çıkın, saat beş civarında hava kararmadan dağ yollarından inin.</li>
<li>Depoyu yarının altına düşürmeyin; vadilerin yukarısında akaryakıt istasyonu azdır.</li>
</ul>
<p>Karda araç kullanmak istemiyorsanız ulaşımı dahil <a href="/packages">tur paketlerimizi</a> seçin; tarihler için <a href="/hotels">otellerimize</a> bakın.</p>`,
      },
      ar: {
        title: 'الشتاء على البحر الأسود: أوزنجول المثلجة وأيدر الهادئة وموسم الهامسي',
        excerpt:
          'حين يصبح الساحل رماديًا معتدلًا وتبيضّ الجبال، يخلو البحر الأسود من الزحام. كيف تقضي أسبوعًا شتويًا بين البحيرات المثلجة والينابيع الحارة وأطباق الهامسي.',
        seoTitle: 'البحر الأسود في الشتاء: ثلج أوزنجول وأيدر والهامسي',
        seoDescription:
          'رحلة شتوية إلى طرابزون وريزه: أوزنجول تحت الثلج، وزيغانا، وينابيع أيدر الحارة، وسوميلا في الشتاء، والهامسي في أفضل حالاته، ونصائح للقيادة على الطرق المثلجة.',
        seoKeywords: ['البحر الأسود في الشتاء', 'أوزنجول ثلج', 'أيدر', 'سمك الهامسي'],
        content: `<p>من ديسمبر إلى مارس ينقسم شرق البحر الأسود إلى عالمين. على الساحل طقس معتدل رمادي ممطر نادرًا ما تنخفض حرارته تحت الصفر، وعلى مسافة قصيرة نحو الداخل تغطي الثلوج الجبال. يغيب زحام الصيف، وتصبح الفنادق هادئة ودودة.</p>
<h2>أوزنجول تحت الثلج</h2>
<p>تكتسي البحيرة الواقعة على ارتفاع 1100 متر بالبياض عادة منذ أواخر ديسمبر: ثلج على أسطح البيوت، ومسجد تحيط به أشجار التنوب الداكنة، وجليد على الحواف في الصباحات الباردة. يُنظَّف الممر حول البحيرة داخل القرية، واحتساء الشاي بجانب مدفأة الحطب هو جوهر الرحلة. ارتدِ حذاءً لا ينزلق.</p>
<h2>زيغانا وسوميلا</h2>
<p>جنوب ماتشكا يصعد طريق ممر زيغانا القديم إلى غابات مثلجة فوق النفق الجديد، وتأتي العائلات للتزلج على الزلاجات واللعب بالثلج. توقف في هامسي كوي لتتذوق الأرز بالحليب الدافئ. يبقى دير سوميلا مفتوحًا عادة بساعات أقصر، لكن الممر قد يتجمد ويُغلق بعد الثلوج الكثيفة.</p>
<h2>ينابيع أيدر الحارة</h2>
<p>في الشتاء تغطي أيدر طبقة من الثلج قد تبلغ مترًا، وتُغلق معظم بيوت الضيافة بينما تبقى الحمامات الحرارية وبعض الفنادق مفتوحة. الجلوس في ماء حرارته 50 درجة والثلج يتساقط في الخارج يستحق الطريق الطويل، فاتصل بفندقك قبل الانطلاق.</p>
<h2>الهامسي في أفضل حالاته</h2>
<p>في الشتاء يبلغ سمك الهامسي أقصى طراوته، فجرّب الهامسي المقلي والأرز بالهامسي، والتفاصيل في <a href="/blog/post/trabzon-food-hamsi-kuymak-and-pide">دليل الطعام</a>.</p>
<ul>
<li>استأجر سيارة بإطارات شتوية واطلب سلاسل إن كنت ستصعد إلى الهضاب.</li>
<li>النهار قصير، فانطلق مبكرًا وانزل من الطرق الجبلية قبل الظلام نحو الخامسة.</li>
<li>أبقِ خزان الوقود نصف ممتلئ على الأقل.</li>
</ul>
<p>إن كنت تفضل عدم القيادة على الثلج فاختر <a href="/packages">باقاتنا السياحية</a> التي تشمل النقل، وتحقق من المواعيد لدى <a href="/hotels">فنادقنا</a>.</p>`,
      },
    },
  },
  {
    slug: 'black-sea-weather-and-packing',
    originalLang: 'en',
    category: 'seasons-and-weather',
    tags: ['hiking', 'winter', 'Rize'],
    timing: { status: 'archived', daysAgo: 520 },
    translations: {
      en: {
        title: 'Black Sea weather and what to pack',
        excerpt:
          'Rain in every month, mist every afternoon in the mountains and nights that surprise you on the plateaus. A packing list for the eastern Black Sea that keeps you dry and warm.',
        seoTitle: 'Black Sea weather and a packing list for Trabzon',
        seoDescription:
          'What the weather is really like in Trabzon, Rize and the plateaus, and what to pack: rain gear, walking shoes, warm layers, clothes for mosques and hot springs.',
        seoKeywords: ['Black Sea weather', 'Trabzon packing list', 'Rize rain', 'what to wear Trabzon'],
        content: `<p>The eastern Black Sea is green for a reason. Rize is the wettest city in Turkey, with well over two metres of rain a year; Trabzon gets far less but still sees showers in every month. The mountains rise so steeply from the sea that moist air is pushed straight up into cloud, which is why the plateaus are so often in mist by early afternoon. None of this should keep you away, but it should shape your suitcase.</p>
<h2>What to expect</h2>
<p>On the coast, summer days are warm and humid, usually 23–28 °C, and winters are mild at around 5–10 °C. Climb to the plateaus at 1,500–2,000 metres and summer days drop to 15–22 °C, with nights that can fall below 10 °C even in August. Mornings are often the clearest part of the day in the mountains: start walks early and plan indoor visits for the afternoons. Forecasts for the high valleys are rough guides at best, so ask locally.</p>
<h2>The packing list</h2>
<ul>
<li>A proper waterproof jacket, not just an umbrella (although an umbrella helps in town).</li>
<li>A fleece or light down jacket for evenings on the plateaus, in any season.</li>
<li>Walking shoes with a good grip: paths are wet and often steep.</li>
<li>Quick-drying clothes and a spare pair of socks in your day bag.</li>
<li>Modest clothing for mosques, and a headscarf for women.</li>
<li>A swimsuit for the hot springs in Ayder.</li>
<li>Sunscreen and sunglasses: the sun at altitude is strong between the clouds.</li>
<li>Travel-sickness tablets if you are sensitive: mountain roads are long and winding.</li>
<li>Some cash: small guesthouses and plateau cafés do not always take cards.</li>
</ul>
<h2>Dressing for the day</h2>
<p>Layers beat heavy clothes. A typical summer day might start in sunshine by the sea in a T-shirt, go into cool mist at Uzungöl and end by a stove on a plateau in a jacket. Keep the waterproof in your bag at all times, and your phone in a zip bag. And do not let a grey forecast cancel a day: the weather changes fast here, and some of the most beautiful hours come just after the rain.</p>
<p>See our <a href="/hotels">hotels</a> and <a href="/packages">packages</a> to plan the rest of your trip.</p>`,
      },
      tr: {
        title: 'Karadeniz’de hava ve bavula ne konur?',
        excerpt:
          'Her ay yağmur, dağlarda her öğleden sonra sis, yaylada şaşırtan serin geceler. Doğu Karadeniz için sizi kuru ve sıcak tutacak bir bavul listesi.',
        seoTitle: 'Karadeniz’de hava durumu ve bavul listesi',
        seoDescription:
          'Trabzon, Rize ve yaylalarda hava gerçekte nasıl ve bavula ne konur: yağmurluk, yürüyüş ayakkabısı, akşamlar için polar, cami ve kaplıca için kıyafetler.',
        seoKeywords: ['Karadeniz hava durumu', 'Trabzon bavul listesi', 'Rize yağmur'],
        content: `<p>Doğu Karadeniz boşuna yeşil değil. Rize, yılda iki metreyi aşan yağışıyla Türkiye’nin en yağışlı kentidir; Trabzon çok daha az yağış alsa da her ay sağanak görür. Dağlar denizden o kadar dik yükselir ki nemli hava doğrudan buluta dönüşür; yaylaların öğleden sonra sisle kaplanması bundandır.</p>
<h2>Ne beklemeli?</h2>
<p>Sahilde yaz günleri sıcak ve nemlidir, genellikle 23–28 °C; kışlar 5–10 °C civarında ılıktır. 1.500–2.000 metredeki yaylalarda yaz günleri 15–22 °C’ye iner, geceleri ağustosta bile 10 °C’nin altına düşebilir. Dağlarda sabahlar genellikle en açık saatlerdir: yürüyüşlere erken başlayın.</p>
<h2>Bavul listesi</h2>
<ul>
<li>Gerçek bir yağmurluk; şemsiye şehirde işe yarar ama yetmez.</li>
<li>Yayla akşamları için her mevsim bir polar ya da ince mont.</li>
<li>Kaymayan yürüyüş ayakkabısı.</li>
<li>Çabuk kuruyan giysiler ve yedek çorap.</li>
<li>Camiler için uygun kıyafet, kadınlar için başörtüsü.</li>
<li>Ayder kaplıcaları için mayo.</li>
<li>Güneş kremi: bulut aralarında yükseklikte güneş çok yakar.</li>
<li>Virajlı dağ yolları için gerekiyorsa yol tutması ilacı ve biraz nakit.</li>
</ul>
<h2>Güne göre giyinmek</h2>
<p>Katmanlı giyinmek kalın giyinmekten iyidir. Tipik bir yaz günü deniz kıyısında tişörtle başlar, Uzungöl’de serin bir sisin içinden geçer ve yaylada soba başında montla biter. Yağmurluk her zaman çantanızda, telefonunuz su geçirmez bir poşette olsun. Gri bir hava tahmini yüzünden günü iptal etmeyin: burada hava çabuk değişir ve en güzel saatler çoğu zaman yağmurun hemen ardından gelir. Gezinizin geri kalanı için <a href="/hotels">otellerimize</a> ve <a href="/packages">paketlerimize</a> göz atın.</p>`,
      },
      ar: {
        title: 'طقس البحر الأسود وماذا تحمل في حقيبتك',
        excerpt:
          'مطر في كل شهر، وضباب كل ظهيرة في الجبال، وليالٍ باردة تفاجئك على الهضاب. قائمة أمتعة لشرق البحر الأسود تبقيك جافًا ودافئًا.',
        seoTitle: 'طقس البحر الأسود وقائمة الأمتعة لرحلة طرابزون',
        seoDescription:
          'كيف يكون الطقس فعلًا في طرابزون وريزه والهضاب، وماذا تحمل معك: سترة للمطر، وحذاء للمشي، وملابس دافئة للمساء، ولباس مناسب للمساجد والينابيع الحارة.',
        seoKeywords: ['طقس طرابزون', 'قائمة أمتعة', 'أمطار ريزه'],
        content: `<p>ليست خضرة شرق البحر الأسود صدفة. فريزه أكثر مدن تركيا أمطارًا بأكثر من مترين في السنة، وطرابزون أقل منها بكثير لكنها تشهد زخات في كل شهر. ترتفع الجبال بحدة من البحر فيتحول الهواء الرطب إلى غيوم، ولهذا تغطي الضبابُ الهضابَ بعد الظهر غالبًا.</p>
<h2>ماذا تتوقع؟</h2>
<p>على الساحل أيام الصيف دافئة رطبة بين 23 و28 درجة، والشتاء معتدل بين 5 و10 درجات. أما الهضاب على ارتفاع 1500 إلى 2000 متر فنهارها الصيفي بين 15 و22 درجة، وقد تنخفض الحرارة ليلًا تحت 10 درجات حتى في أغسطس. الصباح هو أصفى أوقات اليوم في الجبال.</p>
<h2>قائمة الأمتعة</h2>
<ul>
<li>سترة حقيقية مقاومة للمطر، فالمظلة وحدها لا تكفي.</li>
<li>سترة صوفية أو خفيفة محشوة لأمسيات الهضاب في أي فصل.</li>
<li>حذاء مشي لا ينزلق.</li>
<li>ملابس سريعة الجفاف وجوارب احتياطية.</li>
<li>ملابس محتشمة للمساجد وغطاء رأس للنساء.</li>
<li>ملابس سباحة لينابيع أيدر الحارة.</li>
<li>واقٍ من الشمس، ودواء لدوار الطريق، وبعض النقود.</li>
</ul>
<h2>البس بحسب يومك</h2>
<p>الطبقات أفضل من الملابس الثقيلة. قد يبدأ يوم صيفي عادي بقميص خفيف على شاطئ البحر، ثم يمر بضباب بارد في أوزنجول، وينتهي بجانب مدفأة على إحدى الهضاب وأنت ترتدي سترة. اجعل سترة المطر في حقيبتك دائمًا، وهاتفك في كيس مقاوم للماء، ولا تُلغِ يومك بسبب توقعات غائمة، فالطقس هنا يتغير بسرعة، وأجمل الساعات تأتي غالبًا بعد المطر مباشرة. وتصفّح <a href="/hotels">فنادقنا</a> و<a href="/packages">باقاتنا</a> لتخطيط بقية رحلتك.</p>`,
      },
    },
  },
];
