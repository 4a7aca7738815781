import type { PostSeed } from './blog-post-seed.ts';

/** The two places everyone asks about first. */
export const SUMELA_UZUNGOL_POSTS: PostSeed[] = [
  {
    slug: 'sumela-monastery-visitor-guide',
    originalLang: 'en',
    category: 'places',
    tags: ['Sümela', 'Trabzon', 'hiking'],
    timing: { status: 'published', daysAgo: 150 },
    featured: true,
    translations: {
      en: {
        title: 'Sümela Monastery: how to visit the cliff monastery above Maçka',
        excerpt:
          'Set into a rock face 300 metres above the Altındere Valley, Sümela is the Black Sea’s most famous sight. How the walk up works since the restoration, when to go and what to bring.',
        seoTitle: 'Sümela Monastery guide: the walk up, timing and tips',
        seoDescription:
          'How to visit Sümela Monastery near Trabzon since its restoration: getting to Maçka, the one-kilometre walk up, the quietest hours, tickets and what to bring.',
        seoKeywords: ['Sümela Monastery', 'Maçka', 'Altındere Valley', 'Trabzon day trip'],
        content: `<p>Sümela is the picture everyone has seen before they arrive: a pale stone monastery built into a sheer rock face at about 1,200 metres, with spruce forest falling away below it to the Altındere stream. Tradition says two monks from Athens founded a church here at the end of the 4th century around an icon of the Virgin Mary; most of what stands today is much later, including the frescoed rock church and the arched aqueduct at the entrance. Seeing it in person, half hidden in cloud, is worth the trip from Trabzon on its own.</p>
<h2>After the restoration</h2>
<p>Rockfall from the cliff above closed the monastery in 2015. Over the following years climbers pinned the loose rock with steel nets and long anchors while the buildings were restored in stages: the lower areas reopened in 2019, a larger part in 2020, and after a last round of slope work the whole complex reopened in 2022. Chapels, monks’ cells, the two-storey kitchen, the library and the guesthouse are now open to visitors for the first time. Expect a scaffolded corner or two while conservators keep working on the frescoes, but the visit has never been as complete.</p>
<h2>Getting there and the walk up</h2>
<p>Sümela lies in Altındere Valley National Park, about 45 km south of Trabzon via Maçka; by car or tour minibus it takes a little under an hour. Vehicles stop at the car park by the river at about 950 metres, and from there a marked footpath climbs roughly one kilometre through the forest to the entrance. It is steep in places and often wet, so allow 25 to 40 minutes at an easy pace. If walking uphill is hard for someone in your group, ask at the national park gate about the current arrangements before you drive in.</p>
<img src="/images/blog/sumela-monastery-from-the-trail.svg" width="1600" height="900" loading="lazy" alt="A path zigzagging up through the forest to the monastery on its cliff">
<h2>When to go</h2>
<p>Tour groups from Trabzon and Uzungöl arrive between about 10:30 and 14:00, above all in July and August. Be there at opening time or after 15:00 and you will share the courtyard with far fewer people. Mornings are often misty, which is atmospheric but can hide the classic view from the valley floor; afternoons tend to be clearer. Opening hours are shorter in winter and the path may close after heavy snow, so check before a winter visit. On 15 August an Orthodox liturgy for the Dormition of the Virgin is held here and the site is very busy.</p>
<h2>Practical tips</h2>
<ul>
<li>Tickets are sold at the entrance and the Museum Pass (Müzekart) is accepted; prices change each season.</li>
<li>Wear shoes with grip and carry a light rain jacket: it rains here in every month of the year.</li>
<li>Dress respectfully, with shoulders and knees covered.</li>
<li>There are cafés by the lower car park and trout restaurants on the road back to Maçka; Hamsiköy, famous for its rice pudding, is a short drive further along the Zigana road.</li>
</ul>
<p>Sümela pairs well with a night in the valley: see our <a href="/hotels">hotels around Maçka and Trabzon</a>, or choose one of our <a href="/packages">Black Sea tour packages</a> that include the monastery with transport and a guide. Planning your first days in the region? Our guide to <a href="/blog/post/getting-to-trabzon-airport-bus-car">getting to Trabzon</a> covers flights, buses and car hire.</p>`,
      },
      tr: {
        title: 'Sümela Manastırı: Maçka’daki kaya manastırını ziyaret rehberi',
        excerpt:
          'Altındere Vadisi’nin 300 metre yukarısında, kayaya oyulmuş Sümela Karadeniz’in en ünlü durağı. Restorasyondan sonra yürüyüş, en sakin saatler ve yanınıza almanız gerekenler.',
        seoTitle: 'Sümela Manastırı rehberi: yürüyüş, saatler, ipuçları',
        seoDescription:
          'Restorasyon sonrası Sümela Manastırı ziyareti: Maçka’ya ulaşım, otoparktan bir kilometrelik yürüyüş, kalabalıktan kaçmak için saatler, bilet ve pratik ipuçları.',
        seoKeywords: ['Sümela Manastırı', 'Maçka', 'Altındere Vadisi', 'Trabzon gezisi'],
        content: `<p>Sümela, gelmeden önce herkesin fotoğrafını gördüğü yerdir: yaklaşık 1.200 metrede, dik bir kaya yüzüne yerleştirilmiş açık renkli taş yapılar ve aşağıda Altındere’ye doğru inen ladin ormanı. Rivayete göre 4. yüzyılın sonunda Atinalı iki keşiş burada Meryem Ana ikonası etrafında bir kilise kurdu; bugün gördüğümüz freskli kaya kilisesi ve girişteki kemerli su kemeri çok daha sonraki dönemlerden kalma. Bulutların arasından yarı görünen manastırı yerinde görmek, Trabzon’dan yapılan yolculuğa tek başına değer.</p>
<h2>Restorasyondan sonra</h2>
<p>Manastır, yukarıdaki kayadan düşen taşlar nedeniyle 2015’te kapatıldı. Sonraki yıllarda endüstriyel dağcılar gevşek kayaları çelik ağlar ve uzun ankrajlarla sabitledi, yapılar da aşama aşama onarıldı: alt bölümler 2019’da, daha büyük bir kısmı 2020’de açıldı; son şev çalışmalarının ardından bütün kompleks 2022’de yeniden ziyarete açıldı. Şapeller, keşiş hücreleri, iki katlı mutfak, kütüphane ve misafirhane ilk kez ziyaretçilere açık. Fresklerde çalışmalar sürdüğü için bir iki köşede iskele görebilirsiniz.</p>
<h2>Ulaşım ve yürüyüş</h2>
<p>Sümela, Maçka üzerinden Trabzon’un yaklaşık 45 km güneyinde, Altındere Vadisi Milli Parkı’nda. Araçla ya da tur minibüsüyle bir saatten biraz kısa sürer. Araçlar yaklaşık 950 metredeki dere kenarı otoparkında kalır; buradan orman içinden bir kilometre kadar tırmanan işaretli patika girişe çıkar. Yer yer dik ve çoğu zaman ıslaktır, rahat bir tempoyla 25–40 dakika ayırın. Grubunuzda yokuş çıkmakta zorlanan biri varsa, içeri girmeden milli park girişinde güncel düzenlemeyi sorun.</p>
<h2>Ne zaman gidilir?</h2>
<p>Trabzon ve Uzungöl’den gelen tur grupları özellikle temmuz ve ağustosta 10.30 ile 14.00 arasında gelir. Açılış saatinde ya da 15.00’ten sonra giderseniz avluyu çok daha az kişiyle paylaşırsınız. Sabahlar genellikle sislidir; etkileyicidir ama vadiden klasik manzarayı saklayabilir. Kışın ziyaret saatleri kısalır, yoğun kardan sonra patika kapanabilir. 15 Ağustos’ta burada Meryem Ana ayini yapılır ve o gün çok kalabalıktır.</p>
<h2>Pratik bilgiler</h2>
<ul>
<li>Bilet girişte satılır, Müzekart geçerlidir; ücretler her sezon değişir.</li>
<li>Kaymayan ayakkabı ve ince bir yağmurluk alın: burada yılın her ayı yağmur yağar.</li>
<li>Omuzları ve dizleri kapatan kıyafetler tercih edin.</li>
<li>Dönüşte Maçka yolundaki alabalıkçılarda mola verin; sütlacıyla ünlü Hamsiköy de Zigana yolunda kısa bir sürüş uzaklığında.</li>
</ul>
<p>Vadide bir gece kalmak isterseniz <a href="/hotels">Maçka ve Trabzon’daki otellerimize</a> bakın ya da manastırı ulaşım ve rehberle birlikte sunan <a href="/packages">Karadeniz tur paketlerimizden</a> birini seçin. Bölgeye nasıl geleceğinizi <a href="/blog/post/getting-to-trabzon-airport-bus-car">Trabzon’a ulaşım rehberimizde</a> anlattık.</p>`,
      },
      ar: {
        title: 'دير سوميلا: دليل زيارة الدير المعلّق فوق ماتشكا',
        excerpt:
          'يقع دير سوميلا على جرف صخري يرتفع 300 متر فوق وادي ألتينديره، وهو أشهر معالم البحر الأسود. كيف تصعد إليه بعد الترميم، ومتى تذهب، وماذا تحمل معك.',
        seoTitle: 'دليل زيارة دير سوميلا: الطريق والمواعيد والنصائح',
        seoDescription:
          'كيف تزور دير سوميلا قرب طرابزون بعد ترميمه: الوصول إلى ماتشكا، والمشي كيلومترًا واحدًا صعودًا، وأهدأ الأوقات، والتذاكر، وما يلزمك من ملابس وأحذية.',
        seoKeywords: ['دير سوميلا', 'ماتشكا', 'وادي ألتينديره', 'رحلة من طرابزون'],
        content: `<p>دير سوميلا هو الصورة التي يعرفها الجميع قبل الوصول: مبانٍ حجرية فاتحة اللون مبنية داخل واجهة صخرية شاهقة على ارتفاع نحو 1200 متر، وتحتها غابة من أشجار التنوب تنحدر حتى جدول ألتينديره. تقول الرواية إن راهبين من أثينا أسّسا هنا كنيسة في أواخر القرن الرابع حول أيقونة للسيدة مريم، أما أغلب ما نراه اليوم، ومنه كنيسة الصخر ذات الجداريات والقناة المائية المقوّسة عند المدخل، فيعود إلى قرون لاحقة.</p>
<h2>بعد الترميم</h2>
<p>أُغلق الدير عام 2015 بسبب تساقط الصخور من الجرف الذي يعلوه. وخلال السنوات التالية ثبّت متسلقون محترفون الصخور المفككة بشباك فولاذية ومراسٍ طويلة، ورُمّمت المباني على مراحل: افتُتحت الأجزاء السفلية عام 2019 وجزء أكبر عام 2020، ثم أُعيد افتتاح المجمّع كاملًا عام 2022. وصار بإمكان الزوار لأول مرة دخول الكنائس الصغيرة وغرف الرهبان والمطبخ ذي الطابقين والمكتبة ودار الضيافة.</p>
<h2>الوصول والمشي صعودًا</h2>
<p>يقع الدير في منتزه وادي ألتينديره الوطني، على بعد نحو 45 كيلومترًا جنوب طرابزون عبر بلدة ماتشكا، أي أقل من ساعة بالسيارة. تتوقف السيارات في موقف بجانب النهر على ارتفاع 950 مترًا تقريبًا، ومنه يصعد ممر مُعلَّم نحو كيلومتر واحد عبر الغابة حتى المدخل. الطريق شديد الانحدار في بعض المواضع ورطب غالبًا، فخصّص له بين 25 و40 دقيقة. وإن كان في مجموعتك من يصعب عليه الصعود فاسأل عند بوابة المنتزه عن الترتيبات المتاحة.</p>
<h2>متى تذهب؟</h2>
<p>تصل المجموعات السياحية من طرابزون وأوزنجول بين العاشرة والنصف والثانية ظهرًا، ولا سيما في يوليو وأغسطس. احضر عند الافتتاح أو بعد الثالثة عصرًا لتستمتع بهدوء أكبر. الصباح ضبابي في الغالب، وهو جميل لكنه قد يحجب المنظر الشهير من الوادي. تقصر ساعات الزيارة في الشتاء، وقد يُغلق الممر بعد تساقط الثلوج الكثيفة.</p>
<h2>نصائح عملية</h2>
<ul>
<li>تُباع التذاكر عند المدخل وتُقبل بطاقة المتاحف (Müzekart)، والأسعار تتغير كل موسم.</li>
<li>ارتدِ حذاءً لا ينزلق واحمل سترة خفيفة للمطر، فالمطر هنا في كل شهور السنة.</li>
<li>يُستحسن لباس محتشم يغطي الكتفين والركبتين.</li>
<li>في طريق العودة مطاعم سمك السلمون المرقط في ماتشكا، وقرية هامسي كوي الشهيرة بالأرز بالحليب قريبة على طريق زيغانا.</li>
</ul>
<p>للمبيت في المنطقة تصفّح <a href="/hotels">فنادقنا في ماتشكا وطرابزون</a>، أو اختر إحدى <a href="/packages">باقاتنا السياحية</a> التي تشمل الدير مع النقل والمرشد. ولمعرفة طرق الوصول اقرأ <a href="/blog/post/getting-to-trabzon-airport-bus-car">دليل الوصول إلى طرابزون</a>.</p>`,
      },
    },
  },
  {
    slug: 'uzungol-lake-when-to-go',
    originalLang: 'en',
    category: 'places',
    tags: ['Uzungöl', 'plateaus', 'hiking', 'Trabzon'],
    timing: { status: 'published', daysAgo: 8 },
    featured: true,
    translations: {
      en: {
        title: 'Uzungöl: the lake, the mosque, the plateau walks — and when to go',
        excerpt:
          'Uzungöl’s lakeside mosque and wooden chalets are famous, and so are its summer crowds. How to enjoy the lake, which plateau walks to take, and the weeks when it is calm.',
        seoTitle: 'Uzungöl guide: lake walk, plateau hikes, when to go',
        seoDescription:
          'Plan a visit to Uzungöl near Trabzon: the lakeside walk and mosque, hikes to Demirkapı and the Eight Lakes, where to stay and how to avoid the summer crowds.',
        seoKeywords: ['Uzungöl', 'Çaykara', 'Trabzon lakes', 'Black Sea hiking', 'Eight Lakes'],
        content: `<p>Uzungöl, “the long lake”, lies at about 1,100 metres in a narrow valley of the Çaykara district, some 100 km from Trabzon. Long ago a landslide dammed the Haldizen stream and the lake filled up behind it; today a slender white mosque stands on its shore, wooden chalets climb the slopes and spruce forest runs up to the bare ridges above. On a still morning, with mist lifting off the water and the minaret reflected in it, it is every bit as lovely as the photographs.</p>
<h2>Around the lake</h2>
<p>A flat path of about three kilometres circles the lake and takes less than an hour, with benches, tea gardens and trout restaurants along the way, so it suits grandparents and pushchairs alike. Families hire bikes or pedal carts, and there are short horse rides at the southern end. The village has grown fast and its centre is a busy strip of hotels and souvenir shops; the quieter, greener side is the far shore, away from the car parks.</p>
<h2>Walks to the plateaus</h2>
<p>The real reward is above the lake. Village minibuses and jeeps run up to the summer pastures (yayla) in season, and fit walkers can go on foot:</p>
<ul>
<li><strong>Viewpoints above the village</strong>: any of the paths climbing behind the chalets gives you the postcard view of lake and mosque within half an hour.</li>
<li><strong>Demirkapı and Şekersu</strong>: plateau hamlets with wide views back over the valley, two to three hours on foot or a short drive.</li>
<li><strong>The Eight Lakes (Sekiz Göller)</strong>: a chain of small glacial lakes high in the Haldizen mountains, a long full-day trek best done with a local guide and a settled forecast, from July to September.</li>
</ul>
<h2>Crowds, and when to go</h2>
<p>Uzungöl is hugely popular with visitors from the Gulf and from all over Turkey. Between early July and late August, and above all during the Eid holidays, traffic on the single valley road can back up for kilometres and the lakeside feels like a city square. The best weeks are late May and June, when the meadows are at their greenest, and September to mid-October, when the beech woods turn copper and the air is clear. In winter the lake is often white and silent, a different place altogether.</p>
<blockquote>If you can only come once, come on a weekday in late May or late September, and be at the lake before nine in the morning.</blockquote>
<h2>Stay the night</h2>
<p>Most visitors arrive on a day trip from Trabzon and leave by five, which is exactly when the lake becomes peaceful again. A night lets you see it at dusk and at dawn, when the mosque’s reflection is at its sharpest. Browse our <a href="/hotels">hotels in Uzungöl</a>, from lakeside lodges to pine chalets, or let us take care of the days with our <a href="/packages">Uzungöl and plateaus package</a>, jeep ride included. Before booking, read our guide to <a href="/blog/post/best-time-to-visit-the-black-sea">the best time to visit the Black Sea</a>.</p>`,
      },
      tr: {
        title: 'Uzungöl: göl, cami, yayla yürüyüşleri ve ne zaman gidilmeli',
        excerpt:
          'Uzungöl’ün göl kıyısındaki camisi ve ahşap evleri kadar yaz kalabalığı da meşhur. Gölün tadını çıkarmanın yolları, yayla yürüyüşleri ve sakin haftalar.',
        seoTitle: 'Uzungöl rehberi: göl yürüyüşü, yaylalar, en iyi zaman',
        seoDescription:
          'Uzungöl gezisi için rehber: göl çevresi yürüyüşü ve cami, Demirkapı ve Sekiz Göller yürüyüşleri, konaklama ve yaz kalabalığından kaçmanın yolları.',
        seoKeywords: ['Uzungöl', 'Çaykara', 'Sekiz Göller', 'Trabzon yaylaları'],
        content: `<p>Uzungöl, Trabzon’a yaklaşık 100 km uzaklıkta, Çaykara’nın dar bir vadisinde, 1.100 metre civarında yer alır. Yüzyıllar önce bir heyelan Haldizen Deresi’nin önünü kesmiş, göl de arkasında oluşmuş. Bugün kıyıda ince minareli beyaz bir cami, yamaçlarda ahşap evler ve çıplak sırtlara kadar uzanan ladin ormanları var. Sisin sudan kalktığı, minarenin göle yansıdığı sakin bir sabah, fotoğraflardaki kadar güzeldir.</p>
<h2>Göl çevresinde</h2>
<p>Gölün etrafını dolaşan yaklaşık üç kilometrelik düz yol bir saatten kısa sürer; yol boyunca banklar, çay bahçeleri ve alabalık restoranları var, bu yüzden bebek arabasıyla da rahatça yürünür. Aileler bisiklet ya da pedallı araç kiralar, güney ucunda kısa at gezileri yapılır. Köy merkezi otel ve hediyelik eşya dükkânlarıyla kalabalıktır; daha sakin ve yeşil taraf otoparklardan uzak olan karşı kıyıdır.</p>
<h2>Yaylalara yürüyüş</h2>
<ul>
<li><strong>Köyün üstündeki seyir noktaları</strong>: evlerin arkasından tırmanan patikalardan herhangi biri yarım saatte kartpostal manzarasını verir.</li>
<li><strong>Demirkapı ve Şekersu</strong>: vadiye geniş manzaralı yayla mahalleleri; yürüyerek iki-üç saat, araçla kısa bir yol.</li>
<li><strong>Sekiz Göller</strong>: Haldizen dağlarında küçük buzul gölleri; temmuz–eylül arasında, yerel rehberle ve iyi bir hava tahminiyle yapılacak uzun bir günübirlik yürüyüş.</li>
</ul>
<h2>Kalabalık ve en iyi zaman</h2>
<p>Uzungöl, Körfez ülkelerinden ve Türkiye’nin her yerinden gelen ziyaretçilerin gözdesi. Temmuz başından ağustos sonuna, özellikle bayramlarda, vadideki tek yolda kilometrelerce kuyruk oluşabilir. En güzel haftalar çayırların en yeşil olduğu mayıs sonu ile haziran ve kayın ormanlarının bakır rengine döndüğü eylül–ekim ortasıdır. Kışın göl çoğu zaman bembeyaz ve sessizdir.</p>
<blockquote>Bir kez gelebilecekseniz, mayıs ya da eylül sonunda bir hafta içi günü gelin ve sabah dokuzdan önce göl kıyısında olun.</blockquote>
<h2>Bir gece kalın</h2>
<p>Ziyaretçilerin çoğu günübirlik gelip saat beşte ayrılır; göl de tam o saatte sakinleşir. Bir gece kalırsanız gölü akşam ve sabah ışığında görürsünüz. Göl kıyısındaki pansiyonlardan çam arasındaki dağ evlerine kadar <a href="/hotels">Uzungöl otellerimize</a> göz atın ya da cip turu dahil <a href="/packages">Uzungöl ve yaylalar paketimizi</a> inceleyin. Rezervasyondan önce <a href="/blog/post/best-time-to-visit-the-black-sea">Karadeniz’e ne zaman gidilir</a> yazımızı okuyun.</p>`,
      },
      ar: {
        title: 'أوزنجول: البحيرة والمسجد ونزهات الهضاب، ومتى تذهب',
        excerpt:
          'يشتهر أوزنجول بمسجده على ضفة البحيرة وبيوته الخشبية، كما يشتهر بزحام الصيف. كيف تستمتع بالبحيرة، وأي نزهات الهضاب تختار، ومتى تجد الهدوء.',
        seoTitle: 'دليل أوزنجول: البحيرة والهضاب وأفضل وقت للزيارة',
        seoDescription:
          'خطط لزيارة أوزنجول قرب طرابزون: المشي حول البحيرة والمسجد، ونزهات إلى ديميركابي والبحيرات الثماني، وأين تقيم، وكيف تتجنب زحام الصيف والأعياد.',
        seoKeywords: ['أوزنجول', 'طرابزون', 'البحيرات الثماني', 'هضاب البحر الأسود'],
        content: `<p>تقع بحيرة أوزنجول، أي «البحيرة الطويلة»، على ارتفاع نحو 1100 متر في وادٍ ضيق من منطقة تشايكارا، على بعد قرابة 100 كيلومتر من طرابزون. قبل قرون سدّ انهيار أرضي مجرى جدول هالديزن فتكونت البحيرة خلفه. واليوم يقف على ضفتها مسجد أبيض بمئذنة نحيلة، وتتسلق البيوت الخشبية السفوح، وتمتد غابات التنوب حتى القمم الجرداء.</p>
<h2>حول البحيرة</h2>
<p>يلتف حول البحيرة ممر مستوٍ طوله نحو ثلاثة كيلومترات يُقطع في أقل من ساعة، وعلى جانبيه مقاعد وحدائق شاي ومطاعم للسمك المرقط، فهو مناسب لكبار السن وعربات الأطفال. تستأجر العائلات الدراجات والعربات ذات الدواسات، وتتوفر جولات قصيرة على الخيل في الطرف الجنوبي. أما الضفة المقابلة البعيدة عن المواقف فهي الأهدأ والأكثر خضرة.</p>
<h2>نزهات إلى الهضاب</h2>
<ul>
<li><strong>نقاط المشاهدة فوق القرية</strong>: أي درب يصعد خلف البيوت يمنحك خلال نصف ساعة المنظر الشهير للبحيرة والمسجد.</li>
<li><strong>ديميركابي وشكرسو</strong>: تجمعات ريفية على الهضاب بإطلالات واسعة، على بعد ساعتين أو ثلاث سيرًا أو مسافة قصيرة بالسيارة.</li>
<li><strong>البحيرات الثماني (سكيز جوللر)</strong>: بحيرات جليدية صغيرة في جبال هالديزن، ورحلتها طويلة تستغرق يومًا كاملًا ويُفضّل القيام بها مع مرشد محلي بين يوليو وسبتمبر.</li>
</ul>
<h2>الزحام وأفضل الأوقات</h2>
<p>أوزنجول وجهة محبوبة لدى الزوار من الخليج ومن كل أنحاء تركيا. وبين مطلع يوليو وأواخر أغسطس، ولا سيما في عطلات العيد، قد يزدحم الطريق الوحيد في الوادي لكيلومترات. أجمل الأسابيع أواخر مايو ويونيو حين تكون المروج في أوج خضرتها، ثم من سبتمبر حتى منتصف أكتوبر حين تكتسي غابات الزان باللون النحاسي.</p>
<blockquote>إن لم تستطع المجيء إلا مرة واحدة، فتعال في يوم من أيام الأسبوع في أواخر مايو أو أواخر سبتمبر، وكن عند البحيرة قبل التاسعة صباحًا.</blockquote>
<h2>ابقَ ليلة واحدة على الأقل</h2>
<p>يصل معظم الزوار في رحلة يومية ويغادرون قرابة الخامسة، وهي بالضبط الساعة التي تهدأ فيها البحيرة. تصفّح <a href="/hotels">فنادقنا في أوزنجول</a>، أو اختر <a href="/packages">باقة أوزنجول والهضاب</a> التي تشمل رحلة إلى الهضاب، واقرأ قبل الحجز دليلنا عن <a href="/blog/post/best-time-to-visit-the-black-sea">أفضل وقت لزيارة البحر الأسود</a>.</p>`,
      },
    },
  },
];
