import type { PostSeed } from './blog-post-seed.ts';

/** Written in Turkish first, by the team in Trabzon, and translated. */
export const FOOD_TEA_POSTS: PostSeed[] = [
  {
    slug: 'trabzon-food-hamsi-kuymak-and-pide',
    originalLang: 'tr',
    category: 'food-and-tea',
    tags: ['hamsi', 'Trabzon', 'food'],
    timing: { status: 'published', daysAgo: 70 },
    featured: true,
    translations: {
      tr: {
        title: 'Trabzon sofrası: hamsi, Akçaabat köftesi, kuymak ve pide',
        excerpt:
          'Hamsinin kırk türlüsü, tereyağında uzayan kuymak, tahta fırından Karadeniz pidesi ve şerbetli Laz böreği: Trabzon’da neyi, nerede ve hangi mevsimde yemeli?',
        seoTitle: 'Trabzon’da ne yenir? Hamsi, kuymak, köfte ve pide',
        seoDescription:
          'Trabzon mutfağı rehberi: hamsinin mevsimi ve pişirme çeşitleri, Akçaabat köftesi, kuymak ve mıhlama, Karadeniz pidesi, Laz böreği ve Hamsiköy sütlacı.',
        seoKeywords: ['Trabzon yemekleri', 'hamsi', 'Akçaabat köftesi', 'kuymak', 'Karadeniz pidesi'],
        content: `<p>Karadeniz mutfağı sade görünür ama iddialıdır: birkaç malzeme, çok tereyağı ve kuşaktan kuşağa aktarılan sabır. Mısır unu, karalahana, fındık ve elbette hamsi bu sofranın temel taşlarıdır. Trabzon’a gelip yalnızca manzara toplayan gezgin, işin yarısını kaçırmış sayılır. Aşağıda, bir Trabzonlu gözünden, kaçırmamanız gerekenleri sıraladık.</p>
<h2>Hamsi: mevsimin kralı</h2>
<p>Hamsi avı eylül başında açılır, ama balığın en yağlı ve lezzetli olduğu dönem suların soğuduğu kasımdan şubata kadardır. Trabzonlu için hamsi bir balık değil, bir takvimdir. Mısır ununa bulanıp tavada kızartılan hamsi tava en bilinenidir; sebzeyle tepside pişen buğulama daha hafiftir. Hamsili pilavda ayıklanmış balıklar tepsinin içini kaplar ve pilav onların arasında fırında pişer. Ekmeğin yerini mısır ekmeği, içeceğin yerini ise yanında ince doğranmış soğan ve roka alır. Avın yasak olduğu yaz aylarında menüde hamsi görürseniz donmuş olduğunu bilin.</p>
<h2>Sabahların vazgeçilmezi: kuymak</h2>
<p>Trabzon’da kuymak, Rize ve Artvin’de mıhlama denir: bakır sahanda eritilen bol tereyağına mısır unu eklenir, ardından kolot ya da çeçil peyniri eritilir. Doğru yapılmış bir kuymak, kaşığı kaldırdığınızda bir karış uzar ve tabağın dibinde yağını bırakır. Yanında demli çay, köy tereyağı, bal ve sıcak ekmekle gelen Karadeniz kahvaltısı öğlene kadar doyurur.</p>
<h2>Akçaabat köftesi ve Karadeniz pidesi</h2>
<p>Şehrin 13 kilometre batısındaki Akçaabat, adını taşıyan köftesiyle ünlüdür: sarımsaklı, elle şekillendirilmiş, ızgarada pişen küçük köfteler, yanında közlenmiş biber ve piyazla servis edilir. Karadeniz pidesi ise kayık biçimlidir; kapalı olanı kıymalı, açık olanı kaşarlıdır ve çoğu zaman fırından çıkarken üzerine yumurta ve bir parça tereyağı konur. Bir de Vakfıkebir ekmeğini unutmayın: taş fırında pişen kocaman, kalın kabuklu somunlar.</p>
<h2>Nerede yenir?</h2>
<p>Hamsiyi balıkçı tezgâhlarının hemen yanındaki küçük lokantalarda, köfteyi Akçaabat sahilindeki köftecilerde, kuymağı ise yayla yollarındaki köy kahvaltıcılarında yiyin. Menü yoksa sorun: çoğu yerde o gün ne pişmişse o vardır. Pide fırınları öğle saatlerinde dolup taşar; kapıda sıra varsa doğru yerdesiniz demektir.</p>
<h2>Tatlı ve atıştırmalıklar</h2>
<ul>
<li><strong>Laz böreği</strong>: ince yufka katları arasında muhallebi, üzerinde hafif şerbet; en iyisi sıcakken.</li>
<li><strong>Hamsiköy sütlacı</strong>: Zigana yolundaki köyün, fırında üstü kızartılan meşhur sütlacı.</li>
<li><strong>Karalahana çorbası</strong>: mısır unu ve fasulyeyle, kış akşamlarının yemeği.</li>
<li><strong>Fındık ve Trabzon hurması</strong>: sonbaharda pazarlar bunlarla dolar.</li>
</ul>
<p>Otelinizde güzel bir Karadeniz kahvaltısı isterseniz <a href="/hotels">otellerimizi</a> inceleyin; lezzetleri manzarayla birleştirmek için <a href="/packages">tur paketlerimize</a> göz atın. Çayın nereden geldiğini merak ediyorsanız <a href="/blog/post/rize-tea-terraces-and-harvest">Rize çay bahçeleri yazımızı</a> okuyun.</p>`,
      },
      en: {
        title: 'The Trabzon table: hamsi, Akçaabat köfte, kuymak and pide',
        excerpt:
          'Anchovies forty ways, cornmeal and cheese that stretches off the spoon, boat-shaped pide and a custard börek: what to eat in Trabzon, where and in which season.',
        seoTitle: 'What to eat in Trabzon: hamsi, kuymak, köfte, pide',
        seoDescription:
          'A local’s guide to Trabzon food: when hamsi is in season and how it is cooked, Akçaabat köfte, kuymak, Black Sea pide, Laz böreği and Hamsiköy rice pudding.',
        seoKeywords: ['Trabzon food', 'hamsi', 'Akçaabat köfte', 'kuymak', 'Black Sea pide'],
        content: `<p>Black Sea cooking looks simple and is proud of it: few ingredients, a great deal of butter, and patience handed down the generations. Cornmeal, collard greens, hazelnuts and, above all, hamsi, the Black Sea anchovy, are its foundations. A traveller who comes to Trabzon only for the views has missed half of it, so here is what a local would make sure you try.</p>
<h2>Hamsi, king of the season</h2>
<p>The anchovy season opens at the beginning of September, but the fish are at their fattest and best from November to February, when the sea is cold. In Trabzon hamsi is less a fish than a calendar. Hamsi tava, dusted in cornmeal and pan-fried, is the classic; buğulama, baked on a tray with vegetables, is lighter; and for hamsili pilav the cleaned fish line a tray and the rice bakes inside them. It comes with cornbread, sliced onion and rocket. If you see hamsi on a menu in summer, when fishing is closed, it was frozen.</p>
<h2>Breakfast: kuymak</h2>
<p>Trabzon calls it kuymak, Rize and Artvin call it mıhlama: cornmeal cooked in plenty of butter in a copper pan, then stretchy local cheese melted into it. A good one pulls a hand’s width off the spoon. With strong tea, village butter, honey and warm bread, a Black Sea breakfast keeps you going until the afternoon.</p>
<h2>Akçaabat köfte and Black Sea pide</h2>
<p>Akçaabat, 13 km west of the centre, is famous for its köfte: small, garlicky, hand-shaped meatballs from the grill, served with roasted peppers and a bean salad. Black Sea pide is boat-shaped, closed with minced meat or open with melting kaşar cheese, often finished with an egg and a knob of butter as it leaves the oven. Look out too for Vakfıkebir bread, huge thick-crusted loaves from stone ovens.</p>
<h2>Sweet things</h2>
<ul>
<li><strong>Laz böreği</strong>: thin pastry layered around milk custard and lightly syruped; best warm.</li>
<li><strong>Hamsiköy rice pudding</strong>: baked until golden on top, in the village of the same name on the Zigana road.</li>
<li><strong>Collard soup (karalahana çorbası)</strong>: with cornmeal and beans, for winter evenings.</li>
<li><strong>Hazelnuts and persimmons</strong>: the autumn markets are full of them.</li>
</ul>
<p>For a proper Black Sea breakfast, choose one of our <a href="/hotels">hotels</a>, and combine the tastes with the sights in our <a href="/packages">tour packages</a>. Curious where the tea comes from? Read about <a href="/blog/post/rize-tea-terraces-and-harvest">Rize’s tea gardens</a>.</p>`,
      },
      ar: {
        title: 'مائدة طرابزون: الهامسي وكفتة أكتشابات والكويماك والبيدا',
        excerpt:
          'سمك الأنشوجة بطرق لا تُحصى، وطبق الذرة والجبن الذي يمتد مع الملعقة، وبيدا على شكل قارب، وبوريك بالمهلبية: ماذا تأكل في طرابزون ومتى.',
        seoTitle: 'ماذا تأكل في طرابزون: الهامسي والكويماك والبيدا',
        seoDescription:
          'دليل مطبخ طرابزون: موسم سمك الهامسي وطرق طهيه، وكفتة أكتشابات، والكويماك على الفطور، وبيدا البحر الأسود، وبوريك اللاز، وأرز بالحليب من قرية هامسي كوي.',
        seoKeywords: ['مطبخ طرابزون', 'سمك الهامسي', 'الكويماك', 'كفتة أكتشابات'],
        content: `<p>يبدو مطبخ البحر الأسود بسيطًا، لكنه يعتز بنفسه: مكونات قليلة وكثير من الزبدة وصبر متوارث. دقيق الذرة والملفوف الأسود والبندق، وقبل كل شيء سمك الهامسي (الأنشوجة)، هي أعمدة هذه المائدة. ومن يأتي إلى طرابزون من أجل المناظر وحدها يفوته نصف التجربة.</p>
<h2>الهامسي سيد الموسم</h2>
<p>يبدأ صيد الهامسي مطلع سبتمبر، لكن السمك يبلغ أفضل حالاته بين نوفمبر وفبراير حين تبرد المياه. أشهر أطباقه «هامسي تافا»، أي المقلي بعد تغطيته بدقيق الذرة، وهناك «البوغولاما» المطهو في الصينية مع الخضار، و«الأرز بالهامسي» الذي يُخبز فيه الأرز داخل طبقة من السمك. ويُقدَّم مع خبز الذرة والبصل والجرجير. وإن وجدته في الصيف فهو مجمّد، لأن الصيد ممنوع في تلك الأشهر.</p>
<h2>الفطور: الكويماك</h2>
<p>يسمونه في طرابزون «كويماك» وفي ريزه وأرتفين «مهلاما»: دقيق ذرة يُطهى في كثير من الزبدة داخل مقلاة نحاسية، ثم يُذاب فيه جبن محلي مطاطي يمتد مع الملعقة. ومع الشاي الثقيل والعسل والخبز الساخن يكفيك فطور البحر الأسود حتى العصر.</p>
<h2>كفتة أكتشابات وبيدا البحر الأسود</h2>
<p>تشتهر بلدة أكتشابات، على بعد 13 كيلومترًا غرب المدينة، بكفتتها الصغيرة المشوية المتبّلة بالثوم، وتُقدَّم مع الفلفل المشوي وسلطة الفاصولياء. أما بيدا البحر الأسود فعلى شكل قارب، مغلقة باللحم المفروم أو مفتوحة بجبن القشقوان، وتُزيَّن غالبًا ببيضة وقطعة زبدة عند خروجها من الفرن.</p>
<h2>الحلويات</h2>
<ul>
<li><strong>بوريك اللاز</strong>: رقائق عجين رفيعة حول مهلبية بالحليب مع قليل من القطر، ويُؤكل دافئًا.</li>
<li><strong>أرز بالحليب من هامسي كوي</strong>: مخبوز حتى يحمرّ وجهه، في القرية الواقعة على طريق زيغانا.</li>
<li><strong>البندق والكاكا</strong>: تمتلئ بهما الأسواق في الخريف.</li>
</ul>
<p>لفطور بحري أصيل اختر أحد <a href="/hotels">فنادقنا</a>، واجمع المذاق والمناظر في <a href="/packages">باقاتنا السياحية</a>. ولمعرفة قصة الشاي اقرأ عن <a href="/blog/post/rize-tea-terraces-and-harvest">حدائق الشاي في ريزه</a>.</p>`,
      },
    },
  },
  {
    slug: 'rize-tea-terraces-and-harvest',
    originalLang: 'tr',
    category: 'food-and-tea',
    tags: ['Rize', 'tea', 'road trip'],
    timing: { status: 'published', daysAgo: 275 },
    translations: {
      tr: {
        title: 'Rize’de çay: yamaçtaki bahçeler, hasat ve fabrika ziyareti',
        excerpt:
          'Denize inen dik yamaçlarda yeşil çay sıraları, sırtında sepetiyle toplayıcılar ve fabrikadan yükselen taze çay kokusu. Rize’de çayın peşine düşmek için bilmeniz gerekenler.',
        seoTitle: 'Rize çay bahçeleri: hasat zamanı ve fabrika gezisi',
        seoDescription:
          'Rize’de çay gezisi: çayın bölgeye gelişi, mayıstan ekime üç sürgün hasat, Ziraat Çay Bahçesi, bir çay fabrikasını ziyaret ve çayı Karadeniz usulü demlemek.',
        seoKeywords: ['Rize çayı', 'çay hasadı', 'Ziraat Çay Bahçesi', 'çay fabrikası'],
        content: `<p>Rize’ye sahil yolundan girdiğinizde önce yamaçlar dikkatinizi çeker: denizden başlayıp bulutlara kadar tırmanan, budanmış çalılardan oluşan yemyeşil sıralar. Türkiye’nin en çok yağış alan kenti olan Rize’de çay, 1930’ların sonunda ilk fidanların dikilmesinden bu yana ekonominin ve gündelik hayatın merkezinde. İlk çay fabrikası 1947’de burada açıldı; bugün bölgedeki yüzlerce fabrikanın bir kısmı devletin Çaykur’una, bir kısmı özel üreticilere ait.</p>
<h2>Üç sürgün, altı ay</h2>
<p>Hasat mayısta başlar ve ekime kadar sürer. Yılın ilk sürgünü, kışı dinlenerek geçirmiş bitkinin taze filizleri olduğu için en değerli olanıdır; ikinci sürgün temmuzda, üçüncüsü ağustos sonu ile eylülde toplanır. Toplayıcılar, ucuna torba takılmış büyük çay makaslarıyla sıraların üstünü biçer, yaprakları sırtlarındaki sepetlere doldurur. Yamaçlar o kadar diktir ki bazı bahçelerde çuvallar teleferik benzeri tel hatlarla aşağı indirilir.</p>
<img src="/images/blog/rize-tea-pickers-on-the-slopes.svg" width="1600" height="900" loading="lazy" alt="Çay toplayıcıları, sırtlarında sepetlerle yamaçtaki çay sıralarının arasında">
<h2>Nerede görülür?</h2>
<p>Şehir merkezinin hemen üstündeki Ziraat Çay Bahçesi, çay sıraları arasında yürüyüp Rize ve denizi tepeden seyrederek bir bardak çay içmek için en kolay yerdir. Hasat aylarında Çayeli, Pazar ve Ardeşen yönündeki köy yollarında toplayıcıları iş başında görebilirsiniz; fotoğraf çekmeden önce izin istemek nezakettir. Bazı fabrikalar ve küçük özel üreticiler sezonda ziyaretçi kabul eder, ancak önceden ayarlamak gerekir: otelinize ya da rehberinize sorun. Fabrikada yaş yaprağın soldurulup kıvrıldığını, oksitlenip kurutulduğunu izlerken havadaki kokuyu unutamazsınız. Hasat günlerinde fabrikaların önünde yaprak dolu çuvallarla sıra bekleyen kamyonetler de yolculuğun en tanıdık manzaralarından biridir.</p>
<h2>Çay ve gündelik hayat</h2>
<p>Rize’de çay sabah kahvaltıda başlar, gece yatmadan biter. Esnaf dükkânına gireni çaysız göndermez, köy kahvelerinde ocak hiç sönmez. Hasat mevsiminde bütün aile bahçededir; büyük şehirlerde yaşayan gençler bile çay toplamak için köye döner. Burada insanlar yaş çayın fiyatını, ilk sürgünün kalitesini ve yağmurun ne zaman duracağını en az hava durumu kadar konuşur. Bir köy evine konuk olursanız bardağınız boşaldıkça dolacaktır; yeterince içtiğinizde kaşığı bardağın üstüne yatırmanız yeter. Evinize götürmek için çarşıdaki dükkânlardan dökme çay alıp farklı sürgünlerin tadını karşılaştırabilirsiniz.</p>
<h2>Karadeniz usulü demlemek</h2>
<ul>
<li>İki katlı çaydanlığın altında su kaynarken üstte kuru çayı ısıtın.</li>
<li>Çayın üstüne kaynar su ekleyin ve kısık ateşte 10–15 dakika demlenmeye bırakın.</li>
<li>İnce belli bardağa demi koyup sıcak suyla açın; rengi “tavşan kanı” olmalı.</li>
<li>Şekeri ayrı verin: Karadenizli misafirine sormadan şeker atmaz.</li>
</ul>
<p>Çay bahçelerini gezerken kalmak için <a href="/hotels">Rize otellerimize</a> bakın; bölgeyi rehberle gezmek için <a href="/packages">tur paketlerimizi</a> inceleyin. Rize’den doğuya devam edecekseniz <a href="/blog/post/black-sea-coast-road-trabzon-to-hopa">sahil yolu rehberimiz</a> sizi Hopa’ya kadar götürür.</p>`,
      },
      en: {
        title: 'Tea in Rize: terraced gardens, the harvest and a factory visit',
        excerpt:
          'Green rows of tea running down to the sea, pickers with baskets on their backs and the smell of fresh tea from the factories. What to know before chasing tea in Rize.',
        seoTitle: 'Rize tea gardens: harvest season and a factory visit',
        seoDescription:
          'A tea trip to Rize: how tea came to the Black Sea, the three flushes from May to October, the Ziraat tea garden, a factory visit and brewing it the local way.',
        seoKeywords: ['Rize tea', 'tea harvest', 'Ziraat tea garden', 'tea factory', 'Turkish tea'],
        content: `<p>Drive into Rize on the coast road and the slopes catch your eye first: row upon row of clipped green bushes rising from the sea into the clouds. Rize is the wettest city in Turkey, and since the first tea plants went in at the end of the 1930s tea has been at the centre of its economy and its days. The first tea factory opened here in 1947; today the region’s factories belong partly to the state company Çaykur and partly to private producers.</p>
<h2>Three flushes, six months</h2>
<p>The harvest starts in May and runs to October. The first flush, the young shoots of a plant rested over winter, is the most prized; the second comes in July and the third in late August and September. Pickers cut across the top of the rows with large shears fitted with a bag and fill the baskets on their backs. Some slopes are so steep that sacks go down on small cable lines.</p>
<img src="/images/blog/rize-tea-pickers-on-the-slopes.svg" width="1600" height="900" loading="lazy" alt="Tea pickers with baskets on their backs among the rows on a steep slope">
<h2>Where to see it</h2>
<p>The Ziraat tea garden on the hill just above the centre is the easiest place to walk among the bushes and drink a glass looking down over the town and the sea. In harvest season the village roads toward Çayeli, Pazar and Ardeşen pass pickers at work; ask before you take photographs. Some factories and small producers take visitors in season if it is arranged ahead, so ask your hotel or guide. Watching fresh leaf being withered, rolled, oxidised and dried, you will not forget the smell.</p>
<h2>Brewing it the Black Sea way</h2>
<ul>
<li>Boil water in the lower pot of a double teapot while the dry tea warms in the upper one.</li>
<li>Pour boiling water over the tea and let it brew on a low flame for 10–15 minutes.</li>
<li>Pour a little of the strong brew into a tulip glass and top up with hot water until it is the colour of “rabbit’s blood”.</li>
<li>Serve sugar on the side: nobody here sweetens a guest’s tea without asking.</li>
</ul>
<p>To stay among the gardens, see our <a href="/hotels">hotels in Rize</a>; to see the region with a guide, browse our <a href="/packages">tour packages</a>. Heading further east? Our <a href="/blog/post/black-sea-coast-road-trabzon-to-hopa">coast road guide</a> takes you all the way to Hopa.</p>`,
      },
      ar: {
        title: 'الشاي في ريزه: المدرجات الخضراء وموسم القطاف وزيارة مصنع',
        excerpt:
          'صفوف خضراء من الشاي تنحدر حتى البحر، وقاطفون يحملون السلال على ظهورهم، ورائحة الشاي الطازج من المصانع. ما يجب أن تعرفه قبل رحلة الشاي في ريزه.',
        seoTitle: 'حدائق الشاي في ريزه: موسم القطاف وزيارة المصانع',
        seoDescription:
          'رحلة الشاي في ريزه: كيف وصل الشاي إلى البحر الأسود، ومواسم القطاف الثلاثة من مايو إلى أكتوبر، وحديقة زراعت للشاي، وزيارة مصنع، وطريقة التحضير المحلية.',
        seoKeywords: ['شاي ريزه', 'قطاف الشاي', 'مصنع الشاي', 'الشاي التركي'],
        content: `<p>حين تدخل ريزه من الطريق الساحلي تلفت نظرك السفوح أولًا: صفوف متتالية من شجيرات خضراء مشذّبة تصعد من البحر حتى الغيوم. ريزه هي أكثر مدن تركيا أمطارًا، ومنذ زُرعت أولى شتلات الشاي في أواخر ثلاثينيات القرن الماضي صار الشاي محور اقتصادها وحياتها اليومية. وقد افتُتح فيها أول مصنع للشاي عام 1947.</p>
<h2>ثلاثة قطافات في ستة أشهر</h2>
<p>يبدأ القطاف في مايو ويستمر حتى أكتوبر. القطفة الأولى هي الأثمن لأنها براعم نبتة استراحت طوال الشتاء، والثانية في يوليو، والثالثة في أواخر أغسطس وسبتمبر. يقص القاطفون رؤوس الصفوف بمقصات كبيرة مزودة بكيس، ويملؤون السلال على ظهورهم، وفي بعض السفوح الشديدة تُنزَل الأكياس بأسلاك معلّقة.</p>
<img src="/images/blog/rize-tea-pickers-on-the-slopes.svg" width="1600" height="900" loading="lazy" alt="قاطفو الشاي يحملون السلال على ظهورهم بين صفوف الشاي على سفح شديد الانحدار">
<h2>أين تشاهده؟</h2>
<p>حديقة زراعت للشاي على التلة فوق وسط المدينة هي أسهل مكان للتجول بين الشجيرات وشرب كوب من الشاي مع إطلالة على المدينة والبحر. وفي موسم القطاف تمر الطرق الريفية نحو تشايلي وبازار وأرديشن بالقاطفين أثناء العمل، فاستأذن قبل التصوير. بعض المصانع والمنتجين الصغار يستقبلون الزوار في الموسم بترتيب مسبق، فاسأل فندقك أو مرشدك.</p>
<h2>التحضير على طريقة البحر الأسود</h2>
<ul>
<li>اغلِ الماء في الإبريق السفلي بينما يسخن الشاي الجاف في الإبريق العلوي.</li>
<li>اسكب الماء المغلي على الشاي واتركه على نار هادئة من 10 إلى 15 دقيقة.</li>
<li>صبّ قليلًا من الشاي المركز في كوب على شكل زهرة التوليب وأكمله بالماء الساخن.</li>
<li>قدّم السكر جانبًا، فلا أحد هنا يحلّي شاي ضيفه دون أن يسأله.</li>
</ul>
<p>للإقامة بين الحدائق تصفّح <a href="/hotels">فنادقنا في ريزه</a>، ولزيارة المنطقة مع مرشد تصفّح <a href="/packages">باقاتنا السياحية</a>. وإن كنت تتجه شرقًا فإن <a href="/blog/post/black-sea-coast-road-trabzon-to-hopa">دليل الطريق الساحلي</a> يرافقك حتى هوبا.</p>`,
      },
    },
  },
];
