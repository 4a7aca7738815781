import type { PostSeed } from './blog-post-seed.ts';

/** The city and its music: one published walk, one draft still waiting for its Arabic. */
export const CULTURE_POSTS: PostSeed[] = [
  {
    slug: 'trabzon-city-walk-boztepe-to-hagia-sophia',
    originalLang: 'en',
    category: 'culture',
    tags: ['Trabzon', 'history', 'family'],
    timing: { status: 'published', daysAgo: 320 },
    translations: {
      en: {
        title: 'A day in Trabzon: Hagia Sophia, the Meydan, the Atatürk Pavilion and Boztepe',
        excerpt:
          'Most visitors use Trabzon as a base and rush off to the mountains. Give the city one unhurried day: Byzantine frescoes by the sea, the old walled town, a hilltop tea at sunset.',
        seoTitle: 'One day in Trabzon: Hagia Sophia, Meydan, Boztepe',
        seoDescription:
          'A one-day walk in Trabzon: the frescoes of Hagia Sophia, the Meydan and Uzun Sokak, the walled Ortahisar quarter, the Atatürk Pavilion and sunset on Boztepe.',
        seoKeywords: ['Trabzon city', 'Hagia Sophia Trabzon', 'Boztepe', 'Atatürk Pavilion', 'Meydan'],
        content: `<p>Trabzon was Trebizond, the capital of a Byzantine empire of its own for more than 250 years, and before that a Greek colony, a Roman port and a stop on the caravan road to Persia. Most visitors treat it as a base and head straight for the mountains, which is a pity: the city rewards one unhurried day, and everything below is reachable on foot, by dolmuş minibus or with a short taxi ride.</p>
<h2>Morning: Hagia Sophia by the sea</h2>
<p>Start early at Hagia Sophia, three kilometres west of the centre on a terrace above the sea. The church was built in the mid-13th century under Emperor Manuel I, with a separate bell tower added later, and its porches carry some of the finest Byzantine frescoes and relief carving in Turkey. Since 2013 it has been a mosque: visit outside prayer times, take off your shoes, and women should cover their hair. The frescoes in the porches can be seen, and the garden is a quiet spot for a first tea.</p>
<h2>Midday: the Meydan, Uzun Sokak and the old town</h2>
<p>The Meydan, officially Atatürk Alanı, is the city’s living room: a square of plane trees and tea gardens where everyone meets. From it, Uzun Sokak, the “long street”, runs west as a pedestrian shopping street lined with pide ovens and pastry shops. Follow it to the bazaar quarter, where silversmiths sell Trabzon hasırı, bracelets knitted from fine silver wire, and on to Ortahisar, the walled old town between two ravines. The Zağnos Valley below the walls has been turned into a park, and the Gülbahar Hatun Mosque, built in 1514, stands at its western edge.</p>
<h2>Afternoon: the Atatürk Pavilion</h2>
<p>Take a dolmuş or taxi up to Soğuksu, a few kilometres above the centre, to the Atatürk Pavilion: a white mansion from around 1900, built for a local banking family in a European style and set in a garden of pines and flowers. Atatürk stayed here during his 1937 visit to Trabzon, and the rooms are kept as a museum with his furniture and belongings. Allow an hour, and longer if the garden is in bloom.</p>
<h2>Sunset: Boztepe</h2>
<p>End the day on Boztepe, the hill directly above the city, where terraced tea gardens look down over the harbour, the old town and, on a clear evening, the coast curving away toward Rize. Order tea or a plate of simit and wait for the lights to come on below. Then come down for dinner: köfte in Akçaabat or a Black Sea pide in town (our <a href="/blog/post/trabzon-food-hamsi-kuymak-and-pide">food guide</a> has the details).</p>
<ul>
<li>Wear comfortable shoes: the old town is steep and the pavements are uneven.</li>
<li>Dolmuş minibuses leave from around the Meydan; taxis are cheap for short hops.</li>
<li>Mosques close to visitors for about half an hour at each prayer time, longer at Friday noon.</li>
</ul>
<p>Staying in the centre makes all of this easy: see our <a href="/hotels">hotels in Trabzon</a>, many within walking distance of the Meydan, or our <a href="/packages">Sümela and old Trabzon package</a> with a local guide.</p>`,
      },
      tr: {
        title: 'Trabzon’da bir gün: Ayasofya, Meydan, Atatürk Köşkü ve Boztepe',
        excerpt:
          'Trabzon’u çoğu gezgin yalnızca bir üs olarak görür. Şehre acelesiz bir gün ayırın: deniz kıyısında Bizans freskleri, surlarla çevrili eski şehir ve gün batımında tepede çay.',
        seoTitle: 'Trabzon’da bir gün: Ayasofya, Meydan ve Boztepe',
        seoDescription:
          'Trabzon şehir gezisi rotası: Ayasofya’nın freskleri, Meydan ve Uzun Sokak, surlarıyla Ortahisar, Atatürk Köşkü ve Boztepe’de gün batımı için pratik ipuçları.',
        seoKeywords: ['Trabzon gezisi', 'Trabzon Ayasofya', 'Boztepe', 'Atatürk Köşkü', 'Uzun Sokak'],
        content: `<p>Trabzon, iki buçuk asırdan fazla kendi Bizans imparatorluğunun başkenti olan Trebizond’dur; ondan önce bir Yunan kolonisi, bir Roma limanı ve İran’a giden kervan yolunun durağıydı. Ziyaretçilerin çoğu şehri bir üs gibi kullanıp hemen dağlara çıkar. Oysa Trabzon acelesiz bir günü fazlasıyla hak ediyor ve aşağıdaki her yere yürüyerek, dolmuşla ya da kısa bir taksi yolculuğuyla ulaşılabilir.</p>
<h2>Sabah: deniz kıyısında Ayasofya</h2>
<p>Güne, merkezin üç kilometre batısında denize bakan bir terastaki Ayasofya ile başlayın. 13. yüzyılın ortasında İmparator I. Manuel döneminde yapılan yapının revaklarında Türkiye’nin en güzel Bizans fresklerinden bazıları bulunur. 2013’ten beri cami olarak kullanılıyor: namaz vakitleri dışında ziyaret edin, ayakkabılarınızı çıkarın; kadınların başlarını örtmesi gerekir.</p>
<h2>Öğle: Meydan, Uzun Sokak ve eski şehir</h2>
<p>Resmî adı Atatürk Alanı olan Meydan, şehrin oturma odasıdır: çınarların gölgesinde çay bahçeleri ve buluşanlar. Buradan batıya uzanan yaya caddesi Uzun Sokak, pideciler ve pastanelerle doludur. Çarşıya doğru yürüyün; kuyumcularda ince gümüş tellerden örülen Trabzon hasırı bilezikleri satılır. Oradan iki vadi arasındaki surlarla çevrili Ortahisar’a geçin. Surların altındaki Zağnos Vadisi park olarak düzenlendi; 1514’te yapılan Gülbahar Hatun Camii de hemen batısında.</p>
<h2>Öğleden sonra: Atatürk Köşkü</h2>
<p>Dolmuş ya da taksiyle merkezin birkaç kilometre yukarısındaki Soğuksu’ya, Atatürk Köşkü’ne çıkın. 1900’lerin başında yerel bir bankacı ailesi için Avrupa üslubunda yapılan beyaz köşk, çam ve çiçeklerle dolu bir bahçenin içinde. Atatürk 1937’deki Trabzon ziyaretinde burada kaldı; odalar eşyalarıyla müze olarak korunuyor.</p>
<h2>Gün batımı: Boztepe</h2>
<p>Günü şehrin hemen üstündeki Boztepe’de bitirin: teraslı çay bahçelerinden liman, eski şehir ve açık havalarda Rize’ye doğru kıvrılan kıyı görünür. Akşam yemeği için Akçaabat’ta köfte ya da şehirde Karadeniz pidesi yiyin; ayrıntılar <a href="/blog/post/trabzon-food-hamsi-kuymak-and-pide">yemek rehberimizde</a>.</p>
<ul>
<li>Rahat ayakkabı giyin: eski şehir yokuşlu, kaldırımlar engebeli.</li>
<li>Dolmuşlar Meydan çevresinden kalkar; kısa mesafelerde taksi ucuzdur.</li>
</ul>
<p>Bunların hepsi için merkezde kalmak en kolayı: Meydan’a yürüme mesafesindeki <a href="/hotels">Trabzon otellerimize</a> ya da yerel rehberli <a href="/packages">Sümela ve eski Trabzon paketimize</a> göz atın.</p>`,
      },
      ar: {
        title: 'يوم في طرابزون: آيا صوفيا والميدان وقصر أتاتورك وبوزتبه',
        excerpt:
          'يتخذ معظم الزوار طرابزون قاعدة ثم ينطلقون إلى الجبال. امنح المدينة يومًا هادئًا: جداريات بيزنطية على البحر، ومدينة قديمة مسوّرة، وشاي الغروب على التلة.',
        seoTitle: 'يوم في طرابزون: آيا صوفيا والميدان وتلة بوزتبه',
        seoDescription:
          'جولة يوم كامل في طرابزون: جداريات آيا صوفيا، وساحة الميدان وشارع أوزون سوكاك، وحي أورتاحصار المسوّر، وقصر أتاتورك، والغروب من تلة بوزتبه فوق المدينة.',
        seoKeywords: ['طرابزون', 'آيا صوفيا طرابزون', 'بوزتبه', 'قصر أتاتورك'],
        content: `<p>كانت طرابزون عاصمة لإمبراطورية بيزنطية مستقلة أكثر من 250 عامًا، وقبل ذلك مستعمرة يونانية وميناءً رومانيًا ومحطة على طريق القوافل إلى بلاد فارس. يتخذها معظم الزوار قاعدة وينطلقون فورًا إلى الجبال، مع أن المدينة تستحق يومًا كاملًا، وكل ما يلي يمكن بلوغه سيرًا أو بالحافلة الصغيرة (الدولموش) أو بسيارة أجرة قصيرة.</p>
<h2>الصباح: آيا صوفيا على البحر</h2>
<p>ابدأ مبكرًا بآيا صوفيا، على بعد ثلاثة كيلومترات غرب المركز فوق مصطبة تطل على البحر. بُنيت في منتصف القرن الثالث عشر في عهد الإمبراطور مانويل الأول، وفي أروقتها بعض أجمل الجداريات البيزنطية في تركيا. وهي مسجد منذ عام 2013، فزرها خارج أوقات الصلاة واخلع حذاءك، وعلى النساء تغطية الشعر.</p>
<h2>الظهيرة: الميدان وأوزون سوكاك والمدينة القديمة</h2>
<p>الميدان، واسمه الرسمي ساحة أتاتورك، هو قلب المدينة: أشجار دلب وحدائق شاي يلتقي فيها الجميع. ومنه يمتد غربًا شارع المشاة «أوزون سوكاك» بمحلات البيدا والحلويات. تابع السير إلى السوق حيث يبيع الصاغة أساور «هصير طرابزون» المنسوجة من خيوط الفضة الرفيعة، ثم إلى حي أورتاحصار المسوّر بين واديين، وقد تحول وادي زاغنوس تحت الأسوار إلى حديقة عامة.</p>
<h2>بعد الظهر: قصر أتاتورك</h2>
<p>اصعد بالدولموش أو بسيارة أجرة إلى حي صوغوقصو، على بعد بضعة كيلومترات فوق المركز، حيث قصر أتاتورك: منزل أبيض من مطلع القرن العشرين بُني لعائلة مصرفية محلية على الطراز الأوروبي، وسط حديقة من الصنوبر والزهور. أقام فيه أتاتورك خلال زيارته عام 1937، وغرفه محفوظة متحفًا بأثاثه ومقتنياته.</p>
<h2>الغروب: بوزتبه</h2>
<p>اختم يومك على تلة بوزتبه فوق المدينة مباشرة، حيث تطل حدائق الشاي المدرّجة على الميناء والمدينة القديمة والساحل الممتد نحو ريزه. ثم انزل للعشاء: كفتة أكتشابات أو بيدا البحر الأسود، والتفاصيل في <a href="/blog/post/trabzon-food-hamsi-kuymak-and-pide">دليل الطعام</a>.</p>
<p>الإقامة في المركز تجعل كل هذا سهلًا: تصفّح <a href="/hotels">فنادقنا في طرابزون</a> القريبة من الميدان، أو <a href="/packages">باقة سوميلا وطرابزون القديمة</a> مع مرشد محلي.</p>`,
      },
    },
  },
  {
    slug: 'karadeniz-music-kemence-and-horon',
    originalLang: 'en',
    category: 'culture',
    tags: ['music', 'Trabzon', 'plateaus'],
    timing: { status: 'draft' },
    translations: {
      en: {
        title: 'Kemençe and horon: a listener’s guide to Black Sea music',
        excerpt:
          'A three-stringed fiddle played at breakneck speed, lines of dancers shivering their shoulders in time, and a bagpipe from the high valleys. Where to hear Karadeniz music and how to join in.',
        seoTitle: 'Black Sea music: the kemençe, the tulum and the horon',
        seoDescription:
          'A short guide to Black Sea music: the kemençe fiddle, the tulum bagpipe, how the horon dance works, and where visitors can hear live Karadeniz music in summer.',
        seoKeywords: ['kemençe', 'horon', 'tulum', 'Karadeniz music'],
        content: `<p>You will hear it before you understand it: a bright, buzzing fiddle line played so fast it seems to run in circles, and then a cry of “hop!” as a line of dancers tightens and starts to shake. Black Sea music is built for dancing, for weddings and for summer gatherings on the plateaus, and it is one of the most distinctive sounds in Turkey.</p>
<h2>The kemençe</h2>
<p>The Black Sea kemençe is a small, narrow, bottle-shaped fiddle with three strings, held upright on the knee and bowed across two or three strings at once, so that melody and drone sound together. Players use short, rapid bow strokes and ornament every note. A good kemençeci leads the dance: he speeds up, slows down and calls the changes, and the dancers follow him.</p>
<h2>The tulum</h2>
<p>Further east, in the high valleys of Rize and Artvin, the bagpipe takes over. The tulum is made from a whole goatskin with a double chanter, and its sound carries across a valley. In the Hemşin villages around Ayder a summer festival without tulum would be unthinkable.</p>
<h2>How the horon works</h2>
<p>Horon is danced in a line or an open circle, dancers holding hands or linked at the shoulder. The steps are small and quick, the body upright, and the famous shoulder-and-chest shiver (titreme) comes in the fast sections. Rhythms are irregular to Western ears, often counted in sevens or fives. The leader at the end of the line sets the figures; newcomers join near the middle, where it is easiest to copy the neighbours.</p>
<ul>
<li>Watch one full round before you join, and feel the rhythm in your knees.</li>
<li>Keep your steps small: the dance is in the shoulders, not the feet.</li>
<li>When the kemençe speeds up, everyone moves closer together. Hold on.</li>
</ul>
<h2>Where to hear it</h2>
<p>In summer the plateau festivals are the best chance: Hıdırnebi above Akçaabat in July and the meadows around Ayder on summer weekends. In Trabzon several music cafés near the Meydan have live Karadeniz music in the evenings. Ask at your hotel; sooner or later someone will know of a wedding.</p>`,
      },
      tr: {
        title: 'Kemençe ve horon: Karadeniz müziğine dinleyici rehberi',
        excerpt:
          'Baş döndürücü hızda çalınan üç telli kemençe, omuz titreterek tempo tutan horon halkası ve yüksek vadilerin tulumu. Karadeniz müziğini nerede dinlersiniz, horona nasıl katılırsınız?',
        seoTitle: 'Karadeniz müziği: kemençe, tulum ve horon rehberi',
        seoDescription:
          'Karadeniz müziğine kısa rehber: kemençe ve tulum, horonun nasıl oynandığı, halkaya katılmak için ipuçları ve yazın canlı Karadeniz müziği dinlenebilecek yerler.',
        seoKeywords: ['kemençe', 'horon', 'tulum', 'Karadeniz müziği'],
        content: `<p>Anlamadan önce duyarsınız: daireler çiziyormuş gibi hızlı, parlak bir kemençe nağmesi ve ardından bir “hop!” sesiyle sıkılaşıp titremeye başlayan bir halka. Karadeniz müziği oyun için, düğün için, yayladaki yaz buluşmaları için yapılmıştır.</p>
<h2>Kemençe</h2>
<p>Karadeniz kemençesi dar, şişe biçimli, üç telli küçük bir yaylı sazdır; diz üstünde dik tutulur ve yay aynı anda iki üç tele birden sürülür, böylece ezgiyle dem birlikte duyulur. İyi bir kemençeci horonu yönetir: hızlandırır, yavaşlatır, figür değiştirir; oynayanlar onu izler.</p>
<h2>Tulum</h2>
<p>Daha doğuda, Rize ve Artvin’in yüksek vadilerinde sahne tulumundur. Bütün bir keçi derisinden yapılan, çift borulu bu gayda sesini vadiden vadiye taşır. Ayder çevresindeki Hemşin köylerinde tulumsuz bir yayla şenliği düşünülemez.</p>
<h2>Horon nasıl oynanır?</h2>
<p>Horon, el ele ya da omuz omuza tutuşulan bir sıra veya açık halka halinde oynanır. Adımlar küçük ve çabuktur, gövde diktir; meşhur omuz ve göğüs titremesi hızlı bölümlerde gelir. Halkanın başındaki kişi figürleri belirler; yeni katılanlar ortalara girer, komşularını izlemek orada en kolayıdır.</p>
<ul>
<li>Katılmadan önce bir tur izleyin, ritmi dizlerinizde hissedin.</li>
<li>Adımlarınızı küçük tutun: horon ayakta değil, omuzlarda oynanır.</li>
<li>Kemençe hızlandığında herkes birbirine yaklaşır; sıkı tutunun.</li>
</ul>
<h2>Nerede dinlenir?</h2>
<p>Yazın en iyi fırsat yayla şenlikleridir: temmuzda Akçaabat’ın üstündeki Hıdırnebi ve yaz hafta sonlarında Ayder çevresindeki çayırlar. Trabzon’da Meydan civarındaki bazı müzik kafelerde akşamları canlı Karadeniz müziği çalınır. Otelinize sorun; eninde sonunda biri bir düğünden haberdar olacaktır.</p>`,
      },
    },
  },
];
