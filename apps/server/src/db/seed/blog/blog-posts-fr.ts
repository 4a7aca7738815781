import type { PostTranslationSeed } from './blog-post-seed.ts';

/**
 * The French version of six demo posts, keyed by slug; blog-posts-data.ts adds each one to its
 * post's translations.
 */
export const FRENCH_POST_TEXTS: Record<string, PostTranslationSeed> = {
  'sumela-monastery-visitor-guide': {
    title: 'Sümela : visiter le monastère suspendu au-dessus de Maçka',
    excerpt:
      'Accroché à une paroi rocheuse, 300 mètres au-dessus de la vallée d’Altındere, Sümela est le site le plus célèbre de la mer Noire. Comment se passe la montée depuis la restauration, quand y aller et quoi emporter.',
    seoTitle: 'Monastère de Sümela : montée, horaires et conseils',
    seoDescription:
      'Visiter Sümela près de Trabzon depuis sa restauration : accès par Maçka, montée d’un kilomètre à pied, heures les plus calmes, billets et équipement.',
    seoKeywords: ['monastère de Sümela', 'Maçka', 'vallée d’Altındere', 'excursion depuis Trabzon'],
    content: `<p>Sümela, tout le monde l’a déjà vu en photo avant d’arriver : un monastère de pierre claire encastré dans une paroi verticale, vers 1 200 mètres d’altitude, au-dessus d’une forêt d’épicéas qui dévale jusqu’au torrent d’Altındere. La tradition veut que deux moines venus d’Athènes aient fondé ici une église à la fin du IVe siècle, autour d’une icône de la Vierge ; l’essentiel de ce que l’on voit aujourd’hui est bien plus tardif, y compris l’église rupestre couverte de fresques et l’aqueduc à arcades de l’entrée. Le découvrir en vrai, à demi noyé dans les nuages, vaut à lui seul le trajet depuis Trabzon.</p>
<h2>Après la restauration</h2>
<p>En 2015, des chutes de pierres venues de la falaise ont entraîné la fermeture du monastère. Les années suivantes, des cordistes ont fixé la roche instable à l’aide de filets d’acier et de longs ancrages, tandis que les bâtiments étaient restaurés par étapes : les parties basses ont rouvert en 2019, une partie plus vaste en 2020 et, après une dernière campagne de confortement de la pente, l’ensemble du site a rouvert en 2022. Chapelles, cellules des moines, cuisine sur deux niveaux, bibliothèque et hôtellerie se visitent désormais pour la première fois. Attendez-vous à croiser un échafaudage ou deux, car les restaurateurs travaillent encore sur les fresques, mais jamais la visite n’a été aussi complète.</p>
<h2>Accès et montée à pied</h2>
<p>Sümela se trouve dans le parc national de la vallée d’Altındere, à environ 45 km au sud de Trabzon par Maçka ; en voiture ou en minibus d’excursion, comptez un peu moins d’une heure. Les véhicules s’arrêtent au parking en bord de rivière, vers 950 mètres d’altitude, d’où un sentier balisé grimpe sur un kilomètre environ à travers la forêt jusqu’à l’entrée. Il est raide par endroits et souvent humide : prévoyez 25 à 40 minutes à allure tranquille. Si la montée s’annonce difficile pour l’un des membres de votre groupe, renseignez-vous à l’entrée du parc national sur les solutions du moment avant d’aller plus loin.</p>
<img src="/images/blog/sumela-monastery-from-the-trail.svg" width="1600" height="900" loading="lazy" alt="Un sentier en lacets qui monte à travers la forêt jusqu’au monastère accroché à sa falaise">
<h2>Quand y aller</h2>
<p>Les groupes venus de Trabzon et d’Uzungöl arrivent entre 10 h 30 et 14 h environ, surtout en juillet et en août. Présentez-vous dès l’ouverture ou après 15 h et vous partagerez la cour avec bien moins de monde. Les matinées sont souvent brumeuses : l’ambiance y gagne, mais la brume peut masquer la vue classique depuis le fond de la vallée ; l’après-midi est en général plus dégagé. En hiver, les horaires sont réduits et le sentier peut fermer après de fortes chutes de neige : renseignez-vous avant une visite hivernale. Le 15 août, une liturgie orthodoxe y est célébrée pour la Dormition de la Vierge, et le site est alors très fréquenté.</p>
<h2>Conseils pratiques</h2>
<ul>
<li>Les billets se vendent à l’entrée et la carte des musées (Müzekart) est acceptée ; les tarifs changent chaque saison.</li>
<li>Portez des chaussures qui accrochent et emportez un coupe-pluie léger : il pleut ici tous les mois de l’année.</li>
<li>Adoptez une tenue correcte, épaules et genoux couverts.</li>
<li>Vous trouverez des cafés près du parking et des restaurants de truite sur la route du retour vers Maçka ; Hamsiköy, réputé pour son riz au lait, n’est qu’à quelques minutes plus loin, sur la route de Zigana.</li>
</ul>
<p>Sümela se prête bien à une nuit dans la vallée : découvrez nos <a href="/hotels">hôtels autour de Maçka et de Trabzon</a>, ou choisissez l’un de nos <a href="/packages">circuits sur la mer Noire</a> qui incluent le monastère, avec transport et guide. Vous préparez vos premiers jours dans la région ? Notre guide pour <a href="/blog/post/getting-to-trabzon-airport-bus-car">rejoindre Trabzon</a> passe en revue vols, bus et location de voiture.</p>`,
  },

  'uzungol-lake-when-to-go': {
    title: 'Uzungöl : le lac, la mosquée, les balades vers les plateaux… et la bonne saison',
    excerpt:
      'La mosquée au bord de l’eau et les chalets de bois d’Uzungöl sont célèbres, tout comme ses foules estivales. Comment profiter du lac, quelles balades faire vers les plateaux et quelles semaines choisir pour trouver le calme.',
    seoTitle: 'Uzungöl : tour du lac, randonnées et meilleure saison',
    seoDescription:
      'Préparer sa visite d’Uzungöl près de Trabzon : tour du lac et mosquée, randonnées vers Demirkapı et les Huit Lacs, où dormir et comment éviter la foule.',
    seoKeywords: ['Uzungöl', 'Çaykara', 'lacs de Trabzon', 'randonnée mer Noire', 'Huit Lacs'],
    content: `<p>Uzungöl, « le lac long », s’étire à environ 1 100 mètres d’altitude dans une vallée étroite du district de Çaykara, à une centaine de kilomètres de Trabzon. Il y a bien longtemps, un glissement de terrain a barré le torrent Haldizen et le lac s’est formé derrière ce barrage naturel. Aujourd’hui, une fine mosquée blanche se dresse sur la rive, des chalets de bois grimpent sur les pentes et la forêt d’épicéas monte jusqu’aux crêtes dénudées. Par un matin sans vent, quand la brume se lève sur l’eau et que le minaret s’y reflète, le lieu est en tout point aussi beau que sur les photos.</p>
<h2>Autour du lac</h2>
<p>Un sentier plat d’environ trois kilomètres fait le tour du lac en moins d’une heure, ponctué de bancs, de jardins de thé et de restaurants de truite : il convient aussi bien aux grands-parents qu’aux poussettes. Les familles louent des vélos ou des rosalies, et de courtes promenades à cheval partent de l’extrémité sud. Le village a grandi très vite et son centre n’est plus qu’une enfilade animée d’hôtels et de boutiques de souvenirs ; pour le calme et la verdure, gagnez la rive opposée, loin des parkings.</p>
<h2>Balades vers les plateaux</h2>
<p>La vraie récompense se trouve au-dessus du lac. En saison, minibus et jeeps des villages montent vers les alpages d’été (yayla), et les bons marcheurs peuvent y aller à pied :</p>
<ul>
<li><strong>Les belvédères au-dessus du village</strong> : n’importe lequel des sentiers qui grimpent derrière les chalets vous offre, en une demi-heure, la vue de carte postale sur le lac et la mosquée.</li>
<li><strong>Demirkapı et Şekersu</strong> : des hameaux d’alpage aux larges panoramas sur la vallée, à deux ou trois heures de marche ou à quelques minutes en voiture.</li>
<li><strong>Les Huit Lacs (Sekiz Göller)</strong> : un chapelet de petits lacs glaciaires perchés dans les monts Haldizen, pour une longue journée de trek, idéalement avec un guide local et une météo stable, de juillet à septembre.</li>
</ul>
<h2>La foule, et quand venir</h2>
<p>Uzungöl attire énormément de visiteurs, venus des pays du Golfe comme de toute la Turquie. Entre début juillet et fin août, et plus encore pendant les fêtes de l’Aïd, la circulation sur l’unique route de la vallée peut former des bouchons de plusieurs kilomètres, et les abords du lac prennent des airs de place publique. Les meilleures semaines sont la fin mai et juin, quand les prairies sont au plus vert, puis de septembre à la mi-octobre, lorsque les hêtraies prennent des teintes cuivrées et que l’air est limpide. En hiver, le lac est souvent blanc et silencieux : un tout autre endroit.</p>
<blockquote>Si vous ne devez venir qu’une fois, venez en semaine, fin mai ou fin septembre, et soyez au bord du lac avant 9 h du matin.</blockquote>
<h2>Restez pour la nuit</h2>
<p>La plupart des visiteurs viennent à la journée depuis Trabzon et repartent vers 17 h, précisément l’heure où le lac retrouve sa sérénité. Une nuit sur place vous permet de le voir au crépuscule et à l’aube, quand le reflet de la mosquée est le plus net. Parcourez nos <a href="/hotels">hôtels à Uzungöl</a>, des lodges au bord de l’eau aux chalets dans les pins, ou confiez-nous vos journées avec notre <a href="/packages">circuit Uzungöl et plateaux</a>, balade en jeep comprise. Avant de réserver, lisez notre guide sur <a href="/blog/post/best-time-to-visit-the-black-sea">la meilleure saison pour visiter la mer Noire</a>.</p>`,
  },

  'trabzon-food-hamsi-kuymak-and-pide': {
    title: 'La table de Trabzon : hamsi, köfte d’Akçaabat, kuymak et pide',
    excerpt:
      'L’anchois décliné de quarante façons, une polenta au fromage qui file au bout de la cuillère, des pide en forme de barque et un börek à la crème : que manger à Trabzon, où et en quelle saison.',
    seoTitle: 'Que manger à Trabzon : hamsi, kuymak, köfte, pide',
    seoDescription:
      'La cuisine de Trabzon vue par un habitant : saison et recettes du hamsi, köfte d’Akçaabat, kuymak, pide, Laz böreği et riz au lait de Hamsiköy.',
    seoKeywords: ['cuisine de Trabzon', 'hamsi', 'köfte d’Akçaabat', 'kuymak', 'pide de la mer Noire'],
    content: `<p>La cuisine de la mer Noire a l’air simple, et elle en est fière : peu d’ingrédients, beaucoup de beurre et une patience transmise de génération en génération. Farine de maïs, chou noir, noisettes et surtout hamsi, l’anchois de la mer Noire, en sont les piliers. Le voyageur qui ne vient à Trabzon que pour les paysages n’en a vu que la moitié ; voici donc ce qu’un habitant ne vous laisserait pas repartir sans goûter.</p>
<h2>Le hamsi, roi de la saison</h2>
<p>La saison de l’anchois s’ouvre début septembre, mais c’est de novembre à février, quand la mer est froide, que les poissons sont les plus gras et les meilleurs. À Trabzon, le hamsi est moins un poisson qu’un calendrier. Le hamsi tava, roulé dans la farine de maïs et frit à la poêle, est le grand classique ; le buğulama, cuit au four sur une plaque avec des légumes, est plus léger ; et pour le hamsili pilav, les poissons vidés tapissent un plat dans lequel le riz cuit au four. On le sert avec du pain de maïs, des rondelles d’oignon et de la roquette. Si vous voyez du hamsi à la carte en été, quand la pêche est fermée, c’est qu’il a été congelé.</p>
<h2>Au petit-déjeuner : le kuymak</h2>
<p>Trabzon l’appelle kuymak, Rize et Artvin mıhlama : de la farine de maïs cuite dans une généreuse quantité de beurre, dans une poêle en cuivre, puis un fromage local élastique qu’on y fait fondre. Un bon kuymak file sur toute la largeur d’une main quand on soulève la cuillère. Avec un thé bien fort, du beurre de village, du miel et du pain chaud, un petit-déjeuner de la mer Noire vous tient jusqu’à l’après-midi.</p>
<h2>Köfte d’Akçaabat et pide de la mer Noire</h2>
<p>Akçaabat, à 13 km à l’ouest du centre, est célèbre pour ses köfte : de petites boulettes de viande façonnées à la main, bien aillées, cuites au gril et servies avec des poivrons grillés et une salade de haricots. Le pide de la mer Noire a la forme d’une barque : fermé et garni de viande hachée, ou ouvert et nappé de kaşar fondant, il est souvent couronné d’un œuf et d’une noix de beurre à la sortie du four. Ne manquez pas non plus le pain de Vakfıkebir, d’énormes miches à la croûte épaisse cuites au four de pierre.</p>
<h2>Côté douceurs</h2>
<ul>
<li><strong>Laz böreği</strong> : une fine pâte feuilletée garnie de crème au lait, légèrement arrosée de sirop ; à déguster tiède.</li>
<li><strong>Riz au lait de Hamsiköy</strong> : gratiné au four jusqu’à ce qu’il soit doré, dans le village du même nom, sur la route de Zigana.</li>
<li><strong>Soupe au chou noir (karalahana çorbası)</strong> : avec de la farine de maïs et des haricots, pour les soirs d’hiver.</li>
<li><strong>Noisettes et kakis</strong> : les marchés d’automne en regorgent.</li>
</ul>
<p>Pour un vrai petit-déjeuner de la mer Noire, choisissez l’un de nos <a href="/hotels">hôtels</a>, et associez saveurs et visites grâce à nos <a href="/packages">circuits</a>. Envie de savoir d’où vient le thé ? Découvrez <a href="/blog/post/rize-tea-terraces-and-harvest">les jardins de thé de Rize</a>.</p>`,
  },

  'rize-tea-terraces-and-harvest': {
    title: 'Le thé à Rize : jardins en terrasses, récolte et visite d’usine',
    excerpt:
      'Des rangs de théiers qui dévalent jusqu’à la mer, des cueilleurs hotte sur le dos et l’odeur du thé frais qui s’échappe des usines. Ce qu’il faut savoir avant de partir sur la route du thé à Rize.',
    seoTitle: 'Jardins de thé de Rize : récolte et visite d’usine',
    seoDescription:
      'Le thé à Rize : son histoire, les trois récoltes de mai à octobre, le jardin de thé Ziraat, la visite d’une usine et l’infusion à la mode locale.',
    seoKeywords: ['thé de Rize', 'récolte du thé', 'jardin de thé Ziraat', 'usine de thé', 'thé turc'],
    content: `<p>En arrivant à Rize par la route côtière, ce sont d’abord les pentes qui attirent le regard : des rangées et des rangées d’arbustes verts taillés au cordeau, qui montent de la mer jusque dans les nuages. Rize est la ville la plus pluvieuse de Turquie et, depuis les premières plantations de la fin des années 1930, le thé rythme son économie comme ses journées. La première usine de thé y a ouvert en 1947 ; aujourd’hui, les usines de la région appartiennent pour partie à la société d’État Çaykur, pour partie à des producteurs privés.</p>
<h2>Trois récoltes en six mois</h2>
<p>La récolte commence en mai et se poursuit jusqu’en octobre. La première, faite des jeunes pousses d’une plante qui s’est reposée tout l’hiver, est la plus recherchée ; la deuxième a lieu en juillet et la troisième entre fin août et septembre. Les cueilleurs tranchent le sommet des rangs avec de grandes cisailles munies d’un sac, puis remplissent les hottes qu’ils portent sur le dos. Certaines pentes sont si raides que les sacs descendent par de petits câbles.</p>
<img src="/images/blog/rize-tea-pickers-on-the-slopes.svg" width="1600" height="900" loading="lazy" alt="Des cueilleurs de thé, hotte sur le dos, entre les rangs d’une pente abrupte">
<h2>Où l’observer</h2>
<p>Le jardin de thé Ziraat, sur la colline qui domine le centre, est l’endroit le plus simple pour se promener entre les théiers et boire un verre de thé en contemplant la ville et la mer. En pleine récolte, les routes de village vers Çayeli, Pazar et Ardeşen longent des cueilleurs au travail ; demandez-leur avant de les photographier. Certaines usines et petits producteurs accueillent des visiteurs en saison, sur rendez-vous : renseignez-vous auprès de votre hôtel ou de votre guide. Une fois que vous aurez vu la feuille fraîche flétrir, être roulée, s’oxyder puis sécher, vous n’en oublierez plus l’odeur.</p>
<h2>L’infuser à la façon de la mer Noire</h2>
<ul>
<li>Faites bouillir l’eau dans la partie basse d’une théière double pendant que le thé sec chauffe dans la partie haute.</li>
<li>Versez l’eau bouillante sur le thé et laissez infuser 10 à 15 minutes à feu doux.</li>
<li>Versez un peu de cette infusion concentrée dans un verre en forme de tulipe et complétez avec de l’eau chaude jusqu’à obtenir la couleur « sang de lapin ».</li>
<li>Servez le sucre à part : ici, personne ne sucre le thé d’un invité sans le lui demander.</li>
</ul>
<p>Pour dormir au milieu des jardins, découvrez nos <a href="/hotels">hôtels à Rize</a> ; pour explorer la région avec un guide, parcourez nos <a href="/packages">circuits</a>. Vous poursuivez vers l’est ? Notre <a href="/blog/post/black-sea-coast-road-trabzon-to-hopa">guide de la route côtière</a> vous emmène jusqu’à Hopa.</p>`,
  },

  'best-time-to-visit-the-black-sea': {
    title: 'Quand partir sur la mer Noire : le guide saison par saison',
    excerpt:
      'Prairies vertes au printemps, fêtes des plateaux en été, forêts cuivrées en automne ou neige sur les yayla : chaque saison sur la mer Noire orientale est un voyage différent. Voici comment choisir.',
    seoTitle: 'Quand visiter Trabzon et la mer Noire : saison par saison',
    seoDescription:
      'La mer Noire orientale saison par saison : mai et juin tout en vert, fêtes et foule en été, couleurs d’automne en octobre et hivers enneigés, avec nos conseils.',
    seoKeywords: ['quand visiter Trabzon', 'météo mer Noire', 'saison à Uzungöl', 'fêtes des plateaux'],
    content: `<p>« Quand faut-il venir ? » C’est la question que l’on nous pose le plus souvent, et la réponse honnête est que la mer Noire orientale connaît quatre saisons très différentes, chacune propice à un autre voyage. Une seule constante : la pluie. Si c’est le coin le plus vert de Turquie, c’est qu’il y pleut tous les mois, davantage à Rize qu’à Trabzon, et davantage en automne et en hiver qu’en été. Quel que soit le mois, prévoyez averses et brume, et choisissez la saison en fonction de ce que vous voulez voir.</p>
<h2>Fin du printemps (mai-juin) : la saison verte</h2>
<p>S’il ne fallait retenir qu’une période, ce serait la fin mai et le mois de juin. Les prairies sont au plus vert, les rhododendrons sauvages fleurissent en rose et en violet sur les pentes, les cascades débordent de neige fondue et l’on cueille la première récolte de thé autour de Rize. Les plateaux les plus hauts s’ouvrent au fil du mois de juin, à mesure que la neige recule. Hors vacances turques, il y a peu de monde et les prix des hôtels restent raisonnables. Les soirées sont fraîches : prévoyez une petite laine.</p>
<h2>L’été (juillet-août) : fêtes et affluence</h2>
<p>Le cœur de l’été, c’est la saison des fêtes des plateaux. Les familles montent s’installer sur les yayla et, le week-end, les prairies résonnent de kemençe et de tulum tandis que se forment de longues chaînes de danseurs de horon. La côte est chaude et humide, autour de 25–28 °C en journée, alors que les plateaux restent frais. C’est aussi, de loin, la période la plus chargée, en particulier à Uzungöl et à Sümela, et surtout pendant les fêtes de l’Aïd : réservez vos hôtels tôt, commencez vos journées de bonne heure et attendez-vous à voir la brume monter sur les montagnes presque chaque après-midi.</p>
<h2>L’automne (septembre-novembre) : air limpide et couleurs</h2>
<p>Septembre est le mois préféré de bien des habitants : la mer est encore chaude, les plateaux sont tranquilles et la lumière est limpide. En octobre, les forêts de hêtres et d’aulnes autour d’Uzungöl, d’Ayder et de la vallée de Fırtına se parent de cuivre, d’or et de rouge, un spectacle aussi bref que saisissant. En novembre, la pluie s’installe, les pensions des plateaux ferment et la saison du hamsi bat son plein sur la côte.</p>
<h2>L’hiver (décembre-mars) : la neige en haut, le hamsi en bas</h2>
<p>La côte reste douce et humide, il y gèle rarement, tandis que les montagnes se couvrent de blanc. Uzungöl sous la neige est silencieux et superbe, Zigana se prête à une journée dans la neige, et les sources chaudes d’Ayder sont encore plus agréables quand tout est blanc alentour. Certaines routes des plateaux ferment et de nombreuses pensions baissent le rideau : l’hiver se prête donc à un voyage sans hâte, en voiture équipée de pneus hiver, ou à l’un de nos circuits accompagnés.</p>
<h2>L’année en un coup d’œil</h2>
<ul>
<li><strong>Avril</strong> : frais et pluvieux, neige sur les hauteurs ; calme et bon marché.</li>
<li><strong>Mai-juin</strong> : le plus vert, rhododendrons, première récolte de thé ; notre coup de cœur.</li>
<li><strong>Juillet-août</strong> : fêtes, mer chaude, foule ; réservez à l’avance.</li>
<li><strong>Septembre-octobre</strong> : journées claires et couleurs d’automne ; la deuxième meilleure période.</li>
<li><strong>Novembre-mars</strong> : pluie sur la côte, neige en montagne, saison du hamsi.</li>
</ul>
<p>Quelle que soit la saison choisie, vous trouverez chez nous les <a href="/hotels">hôtels</a> et les <a href="/packages">circuits</a> qui lui conviennent. Pour le lac qui attire la plupart des voyageurs, lisez notre <a href="/blog/post/uzungol-lake-when-to-go">guide d’Uzungöl</a>.</p>`,
  },

  'getting-to-trabzon-airport-bus-car': {
    title: 'Rejoindre Trabzon : vols vers TZX, bus longue distance et location de voiture',
    excerpt:
      'L’aéroport de Trabzon est posé sur la côte, à cinq kilomètres du centre, des bus de nuit relient la ville à toute la Turquie et une voiture de location vous ouvre les vallées. Comment arriver et se déplacer.',
    seoTitle: 'Rejoindre Trabzon : aéroport, bus et location de voiture',
    seoDescription:
      'Rejoindre Trabzon et s’y déplacer : vols vers les aéroports de Trabzon (TZX) et Rize-Artvin, bus de nuit, location de voiture et temps de trajet vers les sites.',
    seoKeywords: [
      'aéroport de Trabzon',
      'TZX',
      'location de voiture Trabzon',
      'bus pour Trabzon',
      'aéroport de Rize-Artvin',
    ],
    content: `<p>Trabzon est la porte d’entrée de la mer Noire orientale, et s’y rendre est plus simple que beaucoup de voyageurs ne l’imaginent. La plupart arrivent en avion, certains par les longs bus de nuit dont la Turquie a le secret, et presque tous finissent par regretter de ne pas avoir de voiture, au moins pour quelques jours. Aucun train de voyageurs ne dessert la côte : voici donc vos options.</p>
<h2>En avion : l’aéroport de Trabzon (TZX)</h2>
<p>L’aéroport de Trabzon se trouve en bord de mer, à environ cinq kilomètres à l’est du centre. De nombreux vols quotidiens le relient aux deux aéroports d’Istanbul (un peu moins de deux heures) et à Ankara, avec des liaisons régulières depuis İzmir, Antalya et d’autres villes. En été, des vols directs arrivent de plusieurs villes du Golfe et de quelques villes européennes. En taxi, comptez 10 à 15 minutes jusqu’au Meydan, la place centrale ; les dolmuş, ces minibus collectifs, desservent aussi le centre depuis la route principale, devant l’aéroport. Si vous allez à Ayder ou à l’extrême est de la côte, pensez à l’aéroport de Rize-Artvin (RZV), ouvert en 2022 sur des terres gagnées sur la mer près de Pazar : il n’est qu’à une heure environ d’Ayder.</p>
<h2>En bus</h2>
<p>Les autocars longue distance relient la gare routière de Trabzon, sur la route côtière à l’est du centre, à tout le pays : environ 12 heures depuis Ankara et 17 à 18 heures depuis Istanbul, généralement de nuit, avec sièges inclinables, boissons et arrêts réguliers. Plusieurs grandes compagnies d’autocars sont d’ailleurs nées au bord de la mer Noire. Depuis Trabzon, des minibus partent pour Rize, Of, Çaykara et Uzungöl, ainsi que pour Maçka, d’où l’on rejoint Sümela, mais les horaires se raréfient en hiver et le dimanche.</p>
<h2>Louer une voiture</h2>
<p>La voiture reste le meilleur moyen de profiter des vallées et des plateaux à votre rythme. Les grands loueurs ont des comptoirs à l’aéroport et en centre-ville. Il vous faudra une carte de crédit au nom du conducteur et un permis obtenu depuis au moins un ou deux ans ; de nombreuses agences exigent un âge minimum de 21 ans, voire plus. Si votre permis n’est pas rédigé en alphabet latin, munissez-vous d’un permis de conduire international.</p>
<ul>
<li>La route côtière (D010) est une voie rapide à deux fois deux voies, avec de nombreux tunnels et radars.</li>
<li>Les routes de montagne sont étroites et sinueuses : comptez environ une heure jusqu’à Sümela, deux heures jusqu’à Uzungöl et trois jusqu’à Ayder.</li>
<li>Se garer dans le centre de Trabzon est difficile ; si vous louez dès votre arrivée, choisissez un hôtel avec parking.</li>
<li>En hiver, demandez des pneus hiver et des chaînes si vous comptez monter au-dessus des vallées.</li>
</ul>
<h2>Sans voiture</h2>
<p>Des excursions à la journée au départ de Trabzon desservent Uzungöl, Sümela et Ayder avec prise en charge à l’hôtel, et les transferts privés sont avantageux pour une famille ou un petit groupe. Nos <a href="/packages">circuits</a> incluent le transport et un guide, et notre page <a href="/hotels">hôtels</a> indique quels établissements proposent une navette aéroport. Une fois sur place, commencez par notre <a href="/blog/post/trabzon-city-walk-boztepe-to-hagia-sophia">balade d’une journée en ville</a>.</p>`,
  },
};
