import type { PostSeed } from './blog-post-seed.ts';

/** The high pastures: Ayder in the Kaçkars, and three plateaus written for Turkish readers only. */
export const AYDER_PLATEAU_POSTS: PostSeed[] = [
  {
    slug: 'ayder-hot-springs-and-kackar-trails',
    originalLang: 'en',
    category: 'places',
    tags: ['Ayder', 'Rize', 'hiking', 'plateaus'],
    timing: { status: 'published', daysAgo: 360 },
    translations: {
      en: {
        title: 'Ayder: hot springs, Kaçkar trails and the Gelin Tülü waterfall',
        excerpt:
          'A plateau village at 1,350 metres where the road ends and the Kaçkar Mountains begin. Soak in the hot springs, walk up to Huser and Kavrun, and catch a summer yayla festival.',
        seoTitle: 'Ayder plateau: hot springs, Kaçkar hikes, waterfall',
        seoDescription:
          'Ayder in Rize’s Kaçkar Mountains: the thermal baths, the Gelin Tülü waterfall, day hikes to Huser and Kavrun, summer yayla festivals and how to get there.',
        seoKeywords: ['Ayder', 'Kaçkar Mountains', 'Çamlıhemşin', 'hot springs', 'yayla festival'],
        content: `<p>Ayder is where the valley road from the coast runs out and the Kaçkar Mountains take over. The village sits at about 1,350 metres above Çamlıhemşin in Rize province, a long meadow of wooden guesthouses under steep, forested walls, with cloud pouring over the ridges most afternoons. It is a base for walkers, a spa for everyone else, and in high summer a stage for some of the liveliest plateau festivals on the Black Sea.</p>
<h2>The road in</h2>
<p>Turn inland at Ardeşen on the coast road and follow the Fırtına stream up through tea gardens and humped stone bridges, some of them centuries old. Past Çamlıhemşin, Zil Kale, a medieval castle on a rock spur, is a short detour up the Fırtına Valley. From Rize the drive to Ayder takes about an hour and a half; minibuses run from Pazar and Ardeşen in season. Our guide to <a href="/blog/post/black-sea-coast-road-trabzon-to-hopa">the coast road</a> has the stops on the way.</p>
<h2>Hot springs and the waterfall</h2>
<p>Ayder’s thermal water comes out of the ground at around 50 °C and is piped into the village’s public baths, with separate sections for men and women, and into the spas of several hotels. After a day on the trails, an hour in the water is the best thing you can do for your legs. At the entrance to the village, Gelin Tülü — the bride’s veil — drops in thin white strands down a dark rock face a few minutes’ walk from the road; after rain it is at its fullest.</p>
<h2>Trails for every level</h2>
<ul>
<li><strong>Huser plateau</strong>: a steady climb of about two hours from the village through forest and meadow, with the whole Kaçkar range opening up at the top. The easiest way to feel the high mountains in a day.</li>
<li><strong>Aşağı and Yukarı Kavrun</strong>: summer plateaus of stone and timber huts up a dirt road from Ayder, served by minibuses in July and August; gentle walks along the stream from there.</li>
<li><strong>Toward the Kaçkar summit</strong>: the 3,937-metre peak is a multi-day trek with camping above the tree line. Go with a licensed guide, in July or August, and only with a settled forecast.</li>
</ul>
<h2>Festivals and the season</h2>
<p>From late June to August, the plateaus around Ayder hold their yayla festivals on summer weekends: families come up from the coast and from Istanbul, the tulum (bagpipe) and kemençe play, and long lines of dancers form the horon on the meadows. Dates are set locally each year, so ask your guesthouse. The season runs from May to October; in winter Ayder is deep in snow, many guesthouses close, and the baths and a few hotels stay open for a very quiet stay.</p>
<p>Find a guesthouse or a lodge with its own thermal pool among our <a href="/hotels">hotels in Ayder</a>, or let us plan the transport and a guide with one of our <a href="/packages">Kaçkar and plateau packages</a>.</p>`,
      },
      tr: {
        title: 'Ayder: kaplıcalar, Kaçkar patikaları ve Gelin Tülü Şelalesi',
        excerpt:
          'Yolun bittiği, Kaçkarların başladığı 1.350 metredeki yayla. Kaplıcada dinlenin, Huser ve Kavrun’a yürüyün, yaz aylarında bir yayla şenliğine denk gelin.',
        seoTitle: 'Ayder Yaylası: kaplıca, Kaçkar yürüyüşleri, şelale',
        seoDescription:
          'Rize Kaçkar Dağları’nda Ayder: kaplıcalar, Gelin Tülü Şelalesi, Huser ve Kavrun yaylalarına günübirlik yürüyüşler, yaz şenlikleri ve Ayder’e nasıl gidilir.',
        seoKeywords: ['Ayder', 'Kaçkar Dağları', 'Çamlıhemşin', 'kaplıca', 'yayla şenliği'],
        content: `<p>Ayder, sahilden gelen vadi yolunun bittiği ve Kaçkar Dağları’nın başladığı yerdir. Rize’nin Çamlıhemşin ilçesinin üstünde, yaklaşık 1.350 metrede, dik ve ormanlık yamaçların altında uzanan ahşap pansiyonlarla dolu bir çayır. Öğleden sonraları sis genellikle sırtlardan aşağı dökülür. Yürüyüşçüler için bir üs, diğerleri için bir kaplıca, yazın ise Karadeniz’in en coşkulu yayla şenliklerine sahne olur.</p>
<h2>Yol</h2>
<p>Sahil yolunda Ardeşen’den içeri dönüp çay bahçeleri ve asırlık taş kemer köprüler arasından Fırtına Deresi boyunca yukarı çıkın. Çamlıhemşin’i geçince Fırtına Vadisi’nde kayalık bir tepenin üzerindeki Zil Kale kısa bir sapma ile görülebilir. Rize’den Ayder’e yol yaklaşık bir buçuk saat sürer; sezonda Pazar ve Ardeşen’den minibüsler kalkar. Yoldaki durakları <a href="/blog/post/black-sea-coast-road-trabzon-to-hopa">sahil yolu yazımızda</a> bulabilirsiniz.</p>
<h2>Kaplıca ve şelale</h2>
<p>Ayder’in termal suyu yerden 50 °C civarında çıkar; köydeki kadın ve erkek bölümleri ayrı halk kaplıcasına ve bazı otellerin havuzlarına verilir. Patikada geçen bir günün ardından suda bir saat bacaklarınıza iyi gelir. Köyün girişindeki Gelin Tülü Şelalesi, yoldan birkaç dakikalık yürüyüşle ulaşılan koyu bir kaya yüzünden ince beyaz şeritler halinde dökülür; yağmurdan sonra en gür halindedir.</p>
<h2>Her seviyeye patika</h2>
<ul>
<li><strong>Huser Yaylası</strong>: köyden orman ve çayırlar arasından yaklaşık iki saatlik düzenli bir tırmanış; tepede bütün Kaçkar silsilesi açılır.</li>
<li><strong>Aşağı ve Yukarı Kavrun</strong>: Ayder’den toprak yolla çıkılan taş ve ahşap yayla evleri; temmuz ve ağustosta minibüs çalışır, dere boyunca kolay yürüyüşler yapılır.</li>
<li><strong>Kaçkar zirvesine doğru</strong>: 3.937 metrelik zirve, ağaç sınırının üstünde kamp gerektiren çok günlük bir yürüyüştür; lisanslı rehberle, temmuz–ağustosta ve iyi hava tahminiyle gidin.</li>
</ul>
<h2>Şenlikler ve sezon</h2>
<p>Haziran sonundan ağustosa kadar Ayder çevresindeki yaylalarda hafta sonları şenlikler yapılır: aileler sahilden ve İstanbul’dan gelir, tulum ve kemençe çalınır, çayırlarda uzun horon halkaları kurulur. Tarihler her yıl yerel olarak belirlenir, pansiyonunuza sorun. Sezon mayıstan ekime sürer; kışın Ayder karla kaplanır, pansiyonların çoğu kapanır, kaplıca ve birkaç otel açık kalır.</p>
<p>Pansiyon ya da kendi termal havuzu olan bir otel için <a href="/hotels">Ayder otellerimize</a> bakın veya ulaşım ve rehberi bize bırakmak için <a href="/packages">Kaçkar ve yayla paketlerimizi</a> inceleyin.</p>`,
      },
      ar: {
        title: 'أيدر: الينابيع الحارة ودروب كاتشكار وشلال غيلين تولو',
        excerpt:
          'قرية هضبية على ارتفاع 1350 مترًا حيث ينتهي الطريق وتبدأ جبال كاتشكار. استرخِ في الينابيع الحارة، واصعد إلى هوسر وكافرون، واحضر مهرجانًا صيفيًا على الهضاب.',
        seoTitle: 'هضبة أيدر: ينابيع حارة ونزهات كاتشكار وشلال',
        seoDescription:
          'دليل أيدر في جبال كاتشكار بمحافظة ريزه: الحمامات الحرارية، وشلال غيلين تولو، ونزهات يومية إلى هوسر وكافرون، ومهرجانات الصيف، وكيفية الوصول إليها.',
        seoKeywords: ['أيدر', 'جبال كاتشكار', 'ريزه', 'ينابيع حارة'],
        content: `<p>أيدر هي المكان الذي ينتهي فيه طريق الوادي القادم من الساحل وتبدأ جبال كاتشكار. تقع القرية على ارتفاع نحو 1350 مترًا فوق بلدة تشاملي همشين في محافظة ريزه، وهي مرج طويل تصطف فيه بيوت الضيافة الخشبية تحت سفوح شديدة الانحدار تكسوها الغابات، ويتدفق الضباب فوق قممها في أغلب فترات ما بعد الظهر.</p>
<h2>الطريق إليها</h2>
<p>انعطف نحو الداخل عند أرديشن على الطريق الساحلي، واتبع جدول فيرتينا صعودًا بين حدائق الشاي والجسور الحجرية المقوّسة التي يعود بعضها إلى قرون مضت. بعد تشاملي همشين يمكنك زيارة قلعة زيل، وهي حصن من العصور الوسطى فوق نتوء صخري في وادي فيرتينا. تستغرق الرحلة من مدينة ريزه نحو ساعة ونصف، وتعمل حافلات صغيرة من بازار وأرديشن في الموسم.</p>
<h2>الينابيع الحارة والشلال</h2>
<p>تخرج مياه أيدر الحرارية من الأرض بدرجة حرارة تقارب 50 درجة مئوية، وتُنقل إلى الحمام العام في القرية، وفيه أقسام منفصلة للرجال والنساء، وإلى مسابح عدد من الفنادق. وعند مدخل القرية ينساب شلال غيلين تولو، أي «طرحة العروس»، في خيوط بيضاء رفيعة على صخرة داكنة، على بعد دقائق سيرًا من الطريق.</p>
<h2>دروب لكل مستوى</h2>
<ul>
<li><strong>هضبة هوسر</strong>: صعود منتظم نحو ساعتين عبر الغابة والمروج، تنكشف في نهايته سلسلة كاتشكار كلها.</li>
<li><strong>كافرون السفلى والعليا</strong>: أكواخ صيفية من الحجر والخشب على طريق ترابي، تخدمها حافلات صغيرة في يوليو وأغسطس.</li>
<li><strong>نحو قمة كاتشكار</strong>: القمة البالغ ارتفاعها 3937 مترًا تحتاج إلى رحلة عدة أيام مع التخييم، فاذهب مع مرشد مرخّص وفي طقس مستقر.</li>
</ul>
<h2>المهرجانات والموسم</h2>
<p>من أواخر يونيو حتى أغسطس تقام في الهضاب المحيطة مهرجانات صيفية في عطلات نهاية الأسبوع، تُعزف فيها آلة التولوم (القربة) والكمنجة وتُرقص الهورون في حلقات طويلة. يمتد الموسم من مايو إلى أكتوبر، وفي الشتاء تغطي الثلوج أيدر وتغلق معظم بيوت الضيافة.</p>
<p>اختر بيت ضيافة أو فندقًا بمسبح حراري من <a href="/hotels">فنادقنا في أيدر</a>، أو دعنا نرتب النقل والمرشد في إحدى <a href="/packages">باقات الهضاب</a>.</p>`,
      },
    },
  },
  {
    slug: 'zigana-hidirnebi-pokut-yaylalari',
    originalLang: 'tr',
    category: 'places',
    tags: ['plateaus', 'hiking', 'Trabzon', 'Rize'],
    timing: { status: 'published', daysAgo: 230 },
    translations: {
      tr: {
        title: 'Üç yayla, üç ayrı Karadeniz: Zigana, Hıdırnebi ve Pokut',
        excerpt:
          'Trabzon’un arka bahçesi Zigana, Akçaabat’ın bulut denizine bakan Hıdırnebi ve Çamlıhemşin’in tepesindeki Pokut: ne zaman gidilir, nasıl çıkılır, nerede kalınır?',
        seoTitle: 'Zigana, Hıdırnebi ve Pokut yaylaları gezi rehberi',
        seoDescription:
          'Karadeniz’in üç yaylası için pratik rehber: Zigana’ya ulaşım ve Hamsiköy molası, Hıdırnebi’de bulut denizi ve şenlik, Pokut’a çıkış, konaklama ve en iyi aylar.',
        seoKeywords: ['Zigana', 'Hıdırnebi Yaylası', 'Pokut Yaylası', 'Karadeniz yaylaları', 'bulut denizi'],
        content: `<p>Karadeniz’de “yaylaya çıkmak” bir tatil biçiminden çok bir yaşam ritmidir. Baharın sonunda köylerden yukarıya, ahşap evlerin ve otlakların olduğu yüksek düzlüklere göçülür; yaz orada geçer, ekimde aşağı inilir. Bugün birçok yayla, ziyaretçilere de kapısını açıyor. Bu yazıda birbirinden çok farklı üç yaylayı anlatıyoruz: şehre en yakın Zigana, deniz manzaralı Hıdırnebi ve bulutların üstündeki Pokut.</p>
<h2>Zigana: Trabzon’un arka bahçesi</h2>
<p>Zigana, Maçka’nın güneyinde, Trabzon ile Gümüşhane arasındaki tarihi İpek Yolu güzergâhında yer alır. 2023’te açılan 14,5 kilometrelik Yeni Zigana Tüneli trafiği dağın altına aldı; eski geçit yolu ise artık ladin ormanları ve yayla evleri arasında keyifli bir manzara yolu. Trabzon’dan bir saatten biraz fazla sürer. Yolda Hamsiköy’de mola verip meşhur sütlacı tatmadan geçmeyin. Zigana, aileler için kolay yürüyüşler, piknik alanları ve kışın kar keyfi sunar; Sümela ziyaretiyle aynı güne sığdırılabilir.</p>
<h2>Hıdırnebi: bulut denizine bakan yayla</h2>
<p>Akçaabat’ın güneyinde, yaklaşık 1.600 metredeki Hıdırnebi, Trabzon merkezden bir saatlik yolla ulaşılan en kolay “bulutların üstü” deneyimidir. Sabahın erken saatlerinde vadiler sisle dolar, yaylanın sırtından bakınca ayaklarınızın altında beyaz bir deniz uzanır; havanın açık olduğu günlerde ise Karadeniz kıyısı görünür. Temmuz ayında yapılan Hıdırnebi Yayla Şenliği’nde kemençe çalınır, horon halkaları kurulur, çevre köylerden binlerce kişi gelir. Akşam dönüşünde Akçaabat’ta köfte yemek neredeyse bir gelenektir.</p>
<h2>Pokut: Çamlıhemşin’in tepesinde</h2>
<p>Rize’nin Çamlıhemşin ilçesindeki Pokut, 2.000 metreyi aşan rakımı, yüzyıllık ahşap evleri ve bulut denizi fotoğraflarıyla tanınır. Çamlıhemşin’den yaklaşık 20 kilometre süren ve Şenyuva’dan ayrılan yol taşlı ve virajlıdır; kendi aracınızla çıkacaksanız yüksek tabanlı bir araç tercih edin ya da Çamlıhemşin’den yerel bir araç tutun. Pokut’tan karşıdaki Sal Yaylası’na yürüyüş, günbatımında unutulmaz bir manzara sunar. Sabah erkenden bulutların vadiyi doldurduğunu görmek için bir gece kalmaya değer; ahşap evlerin balkonunda, sobada demlenen çayla o manzarayı seyretmek yolun bütün zahmetini unutturur. Yaylada birkaç pansiyon ve kafe vardır, ancak market yoktur; yanınıza erzak ve sıcak giysi alın.</p>
<h2>Ne zaman gidilir, yanınıza ne alırsınız?</h2>
<ul>
<li>En iyi dönem hazirandan eylül sonuna kadardır; yüksek yaylalarda kar mayısa kadar kalabilir.</li>
<li>Yazın bile geceleri sıcaklık 10 °C’nin altına düşebilir: polar ya da mont şarttır.</li>
<li>Sis bir anda çöker; işaretsiz patikalara tek başınıza girmeyin.</li>
<li>Yayla evleri özel mülktür; bahçelere ve otlaklara girerken izin isteyin, çöpünüzü geri getirin.</li>
</ul>
<p>Yayla gezisini bir Karadeniz turunun parçası yapmak isterseniz <a href="/packages">tur paketlerimize</a>, yaylaya yakın konaklama için <a href="/hotels">otellerimize</a> göz atın. Kaçkarların öbür yüzünü merak ediyorsanız <a href="/blog/post/ayder-hot-springs-and-kackar-trails">Ayder rehberimizi</a> okuyun.</p>`,
      },
    },
  },
];
