import type { PostTranslationSeed } from './blog-post-seed.ts';

/**
 * The Spanish version of six demo posts, keyed by slug; blog-posts-data.ts adds each one to its
 * post's translations.
 */
export const SPANISH_POST_TEXTS: Record<string, PostTranslationSeed> = {
  'sumela-monastery-visitor-guide': {
    title: 'Sümela: cómo visitar el monasterio colgado del acantilado sobre Maçka',
    excerpt:
      'Encajado en una pared de roca a 300 metros sobre el valle de Altındere, Sümela es el lugar más famoso del mar Negro. Cómo es la subida desde la restauración, cuándo ir y qué llevar.',
    seoTitle: 'Monasterio de Sümela: la subida, horarios y consejos',
    seoDescription:
      'Cómo visitar Sümela, cerca de Trabzon, tras su restauración: llegada a Maçka, la subida de un kilómetro, las horas más tranquilas, entradas y qué llevar.',
    seoKeywords: ['monasterio de Sümela', 'Maçka', 'valle de Altındere', 'excursión desde Trabzon'],
    content: `<p>Sümela es esa imagen que todo el mundo ha visto antes de llegar: un monasterio de piedra clara incrustado en una pared de roca vertical, a unos 1200 metros de altitud, con un bosque de píceas que cae a sus pies hasta el arroyo Altındere. Según la tradición, dos monjes llegados de Atenas fundaron aquí una iglesia a finales del siglo IV en torno a un icono de la Virgen; la mayor parte de lo que se conserva hoy es muy posterior, incluidas la iglesia excavada en la roca, cubierta de frescos, y el acueducto de arcos de la entrada. Verlo en persona, medio oculto entre las nubes, justifica por sí solo el viaje desde Trabzon.</p>
<h2>Tras la restauración</h2>
<p>Los desprendimientos de rocas del acantilado obligaron a cerrar el monasterio en 2015. En los años siguientes, escaladores especializados fijaron la roca suelta con redes de acero y largos anclajes mientras los edificios se restauraban por fases: las zonas inferiores reabrieron en 2019, una parte mayor en 2020 y, tras una última intervención en la ladera, todo el conjunto volvió a abrir en 2022. Las capillas, las celdas de los monjes, la cocina de dos plantas, la biblioteca y la hospedería pueden visitarse ahora por primera vez. Es posible que encuentre algún rincón con andamios, porque los restauradores siguen trabajando en los frescos, pero la visita nunca había sido tan completa.</p>
<h2>Cómo llegar y la subida a pie</h2>
<p>Sümela se encuentra en el Parque Nacional del Valle de Altındere, a unos 45 km al sur de Trabzon pasando por Maçka; en coche o en el minibús de una excursión se tarda algo menos de una hora. Los vehículos se quedan en el aparcamiento junto al río, a unos 950 metros, y desde allí un sendero señalizado sube alrededor de un kilómetro por el bosque hasta la entrada. Tiene tramos empinados y suele estar húmedo, así que calcule entre 25 y 40 minutos a paso tranquilo. Si a alguien de su grupo le cuesta caminar cuesta arriba, pregunte en la entrada del parque nacional por las opciones disponibles antes de seguir.</p>
<img src="/images/blog/sumela-monastery-from-the-trail.svg" width="1600" height="900" loading="lazy" alt="Un sendero en zigzag que sube por el bosque hasta el monasterio colgado del acantilado">
<h2>Cuándo ir</h2>
<p>Los grupos organizados procedentes de Trabzon y Uzungöl llegan más o menos entre las 10:30 y las 14:00, sobre todo en julio y agosto. Si llega a la hora de apertura o después de las 15:00, compartirá el patio con mucha menos gente. Las mañanas suelen ser brumosas, lo que da ambiente pero puede ocultar la vista clásica desde el fondo del valle; por la tarde el cielo suele estar más despejado. En invierno el horario es más corto y el sendero puede cerrarse tras fuertes nevadas, así que infórmese antes de una visita invernal. El 15 de agosto se celebra aquí una liturgia ortodoxa por la Dormición de la Virgen y el lugar se llena de gente.</p>
<h2>Consejos prácticos</h2>
<ul>
<li>Las entradas se venden en la puerta y se acepta la tarjeta de museos (Müzekart); los precios cambian cada temporada.</li>
<li>Lleve calzado con buen agarre y un impermeable ligero: aquí llueve todos los meses del año.</li>
<li>Vista con respeto, con hombros y rodillas cubiertos.</li>
<li>Hay cafeterías junto al aparcamiento inferior y restaurantes de trucha en la carretera de vuelta a Maçka; Hamsiköy, famoso por su arroz con leche, queda a poca distancia en coche, más adelante por la carretera de Zigana.</li>
</ul>
<p>Sümela combina muy bien con una noche en el valle: consulte nuestros <a href="/hotels">hoteles en Maçka y Trabzon</a> o elija uno de nuestros <a href="/packages">paquetes turísticos por el mar Negro</a> que incluyen el monasterio con transporte y guía. ¿Está preparando sus primeros días en la región? Nuestra guía para <a href="/blog/post/getting-to-trabzon-airport-bus-car">llegar a Trabzon</a> repasa vuelos, autobuses y alquiler de coches.</p>`,
  },

  'uzungol-lake-when-to-go': {
    title: 'Uzungöl: el lago, la mezquita, las rutas a las mesetas y cuándo ir',
    excerpt:
      'La mezquita a orillas del lago y los chalets de madera de Uzungöl son famosos, y también sus multitudes de verano. Cómo disfrutar del lago, qué rutas hacer hacia las mesetas y en qué semanas reina la calma.',
    seoTitle: 'Uzungöl: paseo por el lago, rutas y cuándo ir',
    seoDescription:
      'Su visita a Uzungöl, cerca de Trabzon: el paseo junto al lago y la mezquita, rutas a Demirkapı y los Ocho Lagos, dónde dormir y cómo evitar las multitudes.',
    seoKeywords: ['Uzungöl', 'Çaykara', 'lagos de Trabzon', 'senderismo en el mar Negro', 'Ocho Lagos'],
    content: `<p>Uzungöl, «el lago largo», se encuentra a unos 1100 metros de altitud en un estrecho valle del distrito de Çaykara, a unos 100 km de Trabzon. Hace mucho tiempo, un corrimiento de tierras represó el arroyo Haldizen y el lago se fue formando detrás; hoy una esbelta mezquita blanca se alza en la orilla, los chalets de madera trepan por las laderas y el bosque de píceas sube hasta las crestas desnudas. Una mañana sin viento, con la niebla levantándose del agua y el minarete reflejado en ella, el lugar es tan bonito como en las fotografías.</p>
<h2>Alrededor del lago</h2>
<p>Un camino llano de unos tres kilómetros rodea el lago en menos de una hora, con bancos, jardines de té y restaurantes de trucha a lo largo del recorrido, de modo que es apto tanto para abuelos como para cochecitos de bebé. Las familias alquilan bicicletas o carritos a pedales, y en el extremo sur se ofrecen paseos cortos a caballo. El pueblo ha crecido deprisa y su centro es una animada franja de hoteles y tiendas de recuerdos; la orilla más tranquila y verde es la opuesta, lejos de los aparcamientos.</p>
<h2>Rutas a las mesetas</h2>
<p>La verdadera recompensa está por encima del lago. En temporada, minibuses y todoterrenos de los pueblos suben a los pastos de verano (yayla), y los caminantes en buena forma pueden ir a pie:</p>
<ul>
<li><strong>Miradores sobre el pueblo</strong>: cualquiera de los senderos que suben detrás de los chalets le regala, en media hora, la vista de postal del lago y la mezquita.</li>
<li><strong>Demirkapı y Şekersu</strong>: aldeas de meseta con amplias vistas sobre el valle, a dos o tres horas a pie o a un corto trayecto en vehículo.</li>
<li><strong>Los Ocho Lagos (Sekiz Göller)</strong>: una cadena de pequeños lagos glaciares en lo alto de los montes Haldizen; una larga travesía de un día entero que conviene hacer con un guía local y un pronóstico estable, de julio a septiembre.</li>
</ul>
<h2>Multitudes, y cuándo ir</h2>
<p>Uzungöl es enormemente popular entre los visitantes del Golfo y de toda Turquía. Entre principios de julio y finales de agosto, y sobre todo durante las fiestas del Eid, el tráfico en la única carretera del valle puede formar colas de kilómetros y la orilla del lago parece la plaza de una gran ciudad. Las mejores semanas son las de finales de mayo y junio, cuando los prados están más verdes, y de septiembre a mediados de octubre, cuando los hayedos se tiñen de cobre y el aire es transparente. En invierno el lago suele estar blanco y silencioso: es otro lugar por completo.</p>
<blockquote>Si solo puede venir una vez, venga un día entre semana a finales de mayo o de septiembre, y llegue al lago antes de las nueve de la mañana.</blockquote>
<h2>Quédese a dormir</h2>
<p>La mayoría de los visitantes llega en excursión de un día desde Trabzon y se marcha hacia las cinco de la tarde, justo cuando el lago recupera la calma. Pasar la noche le permite verlo al atardecer y al amanecer, cuando el reflejo de la mezquita es más nítido. Consulte nuestros <a href="/hotels">hoteles en Uzungöl</a>, desde alojamientos a orillas del lago hasta chalets entre pinos, o deje los días en nuestras manos con nuestro <a href="/packages">paquete Uzungöl y mesetas</a>, con excursión en todoterreno incluida. Antes de reservar, lea nuestra guía sobre <a href="/blog/post/best-time-to-visit-the-black-sea">la mejor época para visitar el mar Negro</a>.</p>`,
  },

  'trabzon-food-hamsi-kuymak-and-pide': {
    title: 'La mesa de Trabzon: hamsi, köfte de Akçaabat, kuymak y pide',
    excerpt:
      'Anchoas de cuarenta maneras, harina de maíz con queso que se estira desde la cuchara, pide con forma de barca y un börek de crema: qué comer en Trabzon, dónde y en qué temporada.',
    seoTitle: 'Qué comer en Trabzon: hamsi, kuymak, köfte y pide',
    seoDescription:
      'La cocina de Trabzon contada por un local: cuándo hay hamsi y cómo se cocina, köfte de Akçaabat, kuymak, pide, Laz böreği y arroz con leche de Hamsiköy.',
    seoKeywords: ['comida de Trabzon', 'hamsi', 'köfte de Akçaabat', 'kuymak', 'pide del mar Negro'],
    content: `<p>La cocina del mar Negro parece sencilla, y presume de ello: pocos ingredientes, mucha mantequilla y una paciencia que pasa de generación en generación. La harina de maíz, la col negra, las avellanas y, sobre todo, el hamsi, la anchoa del mar Negro, son sus pilares. El viajero que viene a Trabzon solo por los paisajes se pierde la mitad, así que esto es lo que un local se aseguraría de que usted probara.</p>
<h2>El hamsi, rey de la temporada</h2>
<p>La temporada de la anchoa se abre a principios de septiembre, pero el pescado está en su mejor momento, más graso y sabroso, de noviembre a febrero, cuando el mar está frío. En Trabzon, el hamsi es menos un pescado que un calendario. El hamsi tava, rebozado en harina de maíz y frito en sartén, es el clásico; el buğulama, al horno en bandeja con verduras, es más ligero; y para el hamsili pilav, los pescados limpios forran una bandeja y el arroz se hornea en su interior. Se acompaña de pan de maíz, cebolla en rodajas y rúcula. Si ve hamsi en la carta en verano, cuando la pesca está cerrada, es congelado.</p>
<h2>El desayuno: kuymak</h2>
<p>En Trabzon lo llaman kuymak; en Rize y Artvin, mıhlama: harina de maíz cocinada con abundante mantequilla en una sartén de cobre, en la que luego se funde un queso local muy elástico. Un buen kuymak se estira un palmo al levantar la cuchara. Con un té bien cargado, mantequilla de pueblo, miel y pan caliente, un desayuno del mar Negro le mantendrá en pie hasta la tarde.</p>
<h2>Köfte de Akçaabat y pide del mar Negro</h2>
<p>Akçaabat, a 13 km al oeste del centro, es famosa por sus köfte: pequeñas albóndigas a la parrilla, con mucho ajo y formadas a mano, que se sirven con pimientos asados y ensalada de judías. El pide del mar Negro tiene forma de barca: cerrado, relleno de carne picada, o abierto, con queso kaşar fundido, y a menudo se remata con un huevo y un trozo de mantequilla al salir del horno. Busque también el pan de Vakfıkebir, enormes hogazas de corteza gruesa cocidas en horno de piedra.</p>
<h2>Para los golosos</h2>
<ul>
<li><strong>Laz böreği</strong>: finas capas de masa en torno a una crema de leche, ligeramente bañadas en almíbar; mejor templado.</li>
<li><strong>Arroz con leche de Hamsiköy</strong>: horneado hasta dorarse por encima, en el pueblo del mismo nombre, en la carretera de Zigana.</li>
<li><strong>Sopa de col negra (karalahana çorbası)</strong>: con harina de maíz y judías, para las noches de invierno.</li>
<li><strong>Avellanas y caquis</strong>: los mercados de otoño rebosan de ellos.</li>
</ul>
<p>Para un auténtico desayuno del mar Negro, elija uno de nuestros <a href="/hotels">hoteles</a>, y combine sabores y visitas con nuestros <a href="/packages">paquetes turísticos</a>. ¿Tiene curiosidad por saber de dónde viene el té? Descubra <a href="/blog/post/rize-tea-terraces-and-harvest">los jardines de té de Rize</a>.</p>`,
  },

  'rize-tea-terraces-and-harvest': {
    title: 'El té de Rize: jardines en terrazas, la cosecha y la visita a una fábrica',
    excerpt:
      'Hileras verdes de té que bajan hasta el mar, recolectores con cestas a la espalda y el aroma del té recién hecho que sale de las fábricas. Lo que conviene saber antes de ir tras el té en Rize.',
    seoTitle: 'Jardines de té de Rize: cosecha y visita a una fábrica',
    seoDescription:
      'El té de Rize: cómo llegó al mar Negro, las tres cosechas de mayo a octubre, el jardín de té Ziraat, la visita a una fábrica y cómo prepararlo al estilo local.',
    seoKeywords: ['té de Rize', 'cosecha de té', 'jardín de té Ziraat', 'fábrica de té', 'té turco'],
    content: `<p>Al llegar a Rize por la carretera de la costa, lo primero que llama la atención son las laderas: hilera tras hilera de arbustos verdes bien recortados que suben desde el mar hasta las nubes. Rize es la ciudad más lluviosa de Turquía y, desde que se plantaron las primeras matas de té a finales de la década de 1930, el té ocupa el centro de su economía y de su vida diaria. La primera fábrica de té abrió aquí en 1947; hoy las fábricas de la región pertenecen en parte a la empresa estatal Çaykur y en parte a productores privados.</p>
<h2>Tres cosechas en seis meses</h2>
<p>La cosecha empieza en mayo y dura hasta octubre. La primera, con los brotes tiernos de una planta que ha descansado todo el invierno, es la más apreciada; la segunda llega en julio y la tercera entre finales de agosto y septiembre. Los recolectores cortan la parte superior de las hileras con grandes tijeras provistas de una bolsa y van llenando las cestas que cargan a la espalda. Algunas laderas son tan empinadas que los sacos bajan por pequeños cables.</p>
<img src="/images/blog/rize-tea-pickers-on-the-slopes.svg" width="1600" height="900" loading="lazy" alt="Recolectores de té con cestas a la espalda entre las hileras de una ladera empinada">
<h2>Dónde verlo</h2>
<p>El jardín de té Ziraat, en la colina que se alza justo sobre el centro, es el lugar más cómodo para pasear entre los arbustos y tomar un vaso de té con vistas a la ciudad y al mar. En temporada de cosecha, las carreteras de los pueblos hacia Çayeli, Pazar y Ardeşen pasan junto a recolectores trabajando; pida permiso antes de hacer fotos. Algunas fábricas y pequeños productores reciben visitas en temporada si se concierta con antelación, así que pregunte en su hotel o a su guía. Después de ver cómo la hoja fresca se marchita, se enrolla, se oxida y se seca, no olvidará jamás su aroma.</p>
<h2>Cómo prepararlo al estilo del mar Negro</h2>
<ul>
<li>Hierva agua en el recipiente inferior de una tetera doble mientras el té seco se calienta en el superior.</li>
<li>Vierta el agua hirviendo sobre el té y déjelo reposar a fuego lento entre 10 y 15 minutos.</li>
<li>Sirva un poco de esa infusión concentrada en un vaso con forma de tulipán y complete con agua caliente hasta lograr el color «sangre de conejo».</li>
<li>Ponga el azúcar aparte: aquí nadie endulza el té de un invitado sin preguntar.</li>
</ul>
<p>Para alojarse entre los jardines, consulte nuestros <a href="/hotels">hoteles en Rize</a>; para recorrer la región con guía, eche un vistazo a nuestros <a href="/packages">paquetes turísticos</a>. ¿Sigue hacia el este? Nuestra <a href="/blog/post/black-sea-coast-road-trabzon-to-hopa">guía de la carretera de la costa</a> le lleva hasta Hopa.</p>`,
  },

  'best-time-to-visit-the-black-sea': {
    title: 'Cuándo visitar el mar Negro: guía estación por estación',
    excerpt:
      'Prados verdes en primavera, fiestas en las mesetas en verano, bosques cobrizos en otoño o nieve en las yaylas: cada estación en el este del mar Negro es un viaje distinto. Así puede elegir.',
    seoTitle: 'La mejor época para visitar Trabzon y el mar Negro',
    seoDescription:
      'El este del mar Negro estación por estación: mayo y junio muy verdes, fiestas y gentío en verano, colores de otoño en octubre e inviernos con nieve.',
    seoKeywords: [
      'cuándo visitar Trabzon',
      'clima del mar Negro',
      'temporada en Uzungöl',
      'fiestas de las mesetas',
    ],
    content: `<p>«¿Cuándo deberíamos ir?» es la pregunta que más nos hacen, y la respuesta sincera es que el este del mar Negro tiene cuatro estaciones muy distintas, cada una con su propio viaje. Lo único constante es la lluvia: este es el rincón más verde de Turquía porque llueve todos los meses, más en Rize que en Trabzon, y más en otoño e invierno que en verano. Cuente con chubascos y niebla sea cual sea el mes, y elija la estación según lo que quiera ver.</p>
<h2>Final de la primavera (mayo-junio): la estación verde</h2>
<p>Si tuviéramos que quedarnos con un momento, serían finales de mayo y junio. Los prados están más verdes que nunca, los rododendros silvestres florecen en rosa y morado en las laderas, las cascadas bajan cargadas de deshielo y alrededor de Rize se recoge la primera cosecha de té. Las mesetas más altas se van abriendo a lo largo de junio, a medida que se retira la nieve. Fuera de las vacaciones turcas hay poca gente y los precios de los hoteles son razonables. Las noches son frescas, así que lleve algo de abrigo.</p>
<h2>Verano (julio-agosto): fiestas y multitudes</h2>
<p>El pleno verano es la temporada de las fiestas en las mesetas. Las familias suben a las yaylas y, los fines de semana, los prados se llenan del sonido del kemençe y el tulum y de largas filas de bailarines de horon. La costa es cálida y húmeda, con unos 25–28 °C durante el día, mientras que las mesetas se mantienen frescas. Es también, con diferencia, la época de más afluencia, sobre todo en Uzungöl y Sümela y especialmente durante las fiestas del Eid: reserve el hotel con antelación, empiece pronto las jornadas y cuente con que la niebla suba a las montañas casi todas las tardes.</p>
<h2>Otoño (septiembre-noviembre): aire limpio y color</h2>
<p>Septiembre es el mes favorito de muchos locales: el mar aún está templado, las mesetas están tranquilas y la luz es nítida. En octubre, los bosques de hayas y alisos de Uzungöl, Ayder y el valle del Fırtına se tiñen de cobre, oro y rojo, un espectáculo breve y deslumbrante. En noviembre llegan las lluvias, cierran las casas de huéspedes de las mesetas y la temporada del hamsi arranca de verdad en la costa.</p>
<h2>Invierno (diciembre-marzo): nieve arriba, hamsi abajo</h2>
<p>La costa se mantiene suave y húmeda, rara vez bajo cero, mientras las montañas se vuelven blancas. Uzungöl bajo la nieve es silencioso y precioso, Zigana es perfecta para pasar un día en la nieve y las aguas termales de Ayder se disfrutan aún más con el suelo nevado. Algunas carreteras de las mesetas se cierran y muchas casas de huéspedes echan el cierre, así que el invierno se presta a un viaje pausado en coche con neumáticos de invierno o a uno de nuestros paquetes guiados.</p>
<h2>El año de un vistazo</h2>
<ul>
<li><strong>Abril</strong>: fresco y lluvioso, nieve en las cumbres; tranquilo y económico.</li>
<li><strong>Mayo-junio</strong>: lo más verde, rododendros, primera cosecha de té; nuestra opción favorita.</li>
<li><strong>Julio-agosto</strong>: fiestas, mar cálido, multitudes; reserve con antelación.</li>
<li><strong>Septiembre-octubre</strong>: días despejados y colores de otoño; la segunda mejor opción.</li>
<li><strong>Noviembre-marzo</strong>: lluvia en la costa, nieve en la montaña, temporada de hamsi.</li>
</ul>
<p>Elija lo que elija, con nosotros encontrará <a href="/hotels">hoteles</a> y <a href="/packages">paquetes turísticos</a> para ese momento. Para el lago que atrae a la mayoría de los viajeros, lea nuestra <a href="/blog/post/uzungol-lake-when-to-go">guía de Uzungöl</a>.</p>`,
  },

  'getting-to-trabzon-airport-bus-car': {
    title: 'Cómo llegar a Trabzon: vuelos a TZX, autobuses de larga distancia y coche de alquiler',
    excerpt:
      'El aeropuerto de Trabzon está en la costa, a cinco kilómetros del centro; los autobuses nocturnos unen la ciudad con toda Turquía y un coche de alquiler le abre los valles. Cómo llegar y moverse.',
    seoTitle: 'Cómo llegar a Trabzon: aeropuerto, autobús y coche',
    seoDescription:
      'Cómo llegar a Trabzon y moverse por la zona: vuelos a Trabzon (TZX) y Rize-Artvin, autobuses nocturnos, alquiler de coches y tiempos de viaje.',
    seoKeywords: [
      'aeropuerto de Trabzon',
      'TZX',
      'alquiler de coches en Trabzon',
      'autobús a Trabzon',
      'aeropuerto de Rize-Artvin',
    ],
    content: `<p>Trabzon es la puerta de entrada al este del mar Negro, y llegar es más fácil de lo que muchos viajeros imaginan. La mayoría viene en avión, algunos en los largos autobuses nocturnos que tan bien funcionan en Turquía, y casi todos acaban deseando tener coche al menos unos días. No hay tren de pasajeros hasta la costa, así que estas son sus opciones.</p>
<h2>En avión: aeropuerto de Trabzon (TZX)</h2>
<p>El aeropuerto de Trabzon está junto al mar, a unos cinco kilómetros al este del centro. Hay muchos vuelos diarios desde los dos aeropuertos de Estambul (algo menos de dos horas) y desde Ankara, además de conexiones regulares con İzmir, Antalya y otras ciudades. En verano llegan vuelos directos desde varias ciudades del Golfo y algunas europeas. En taxi se tarda entre 10 y 15 minutos hasta el Meydan, la plaza central; los dolmuş, minibuses colectivos, también paran en la carretera principal frente al aeropuerto y van al centro. Si se dirige a Ayder o al extremo oriental de la costa, tenga en cuenta el aeropuerto de Rize-Artvin (RZV), inaugurado en 2022 sobre terrenos ganados al mar cerca de Pazar: queda a una hora aproximadamente de Ayder.</p>
<h2>En autobús</h2>
<p>Los autobuses de larga distancia unen la terminal de Trabzon, en la carretera de la costa al este del centro, con todo el país: unas 12 horas desde Ankara y entre 17 y 18 desde Estambul, normalmente de noche, con asientos reclinables, bebidas y paradas regulares. Varias de las grandes compañías de autobuses tienen sus raíces en el mar Negro. Desde Trabzon salen minibuses hacia Rize, Of, Çaykara y Uzungöl, y hacia Maçka para ir a Sümela, aunque las frecuencias se reducen en invierno y los domingos.</p>
<h2>Alquilar un coche</h2>
<p>El coche es la mejor manera de disfrutar de los valles y las mesetas a su ritmo. Las principales empresas de alquiler tienen mostrador en el aeropuerto y en el centro. Necesitará una tarjeta de crédito a nombre del conductor y un permiso de conducir con al menos uno o dos años de antigüedad; muchas empresas exigen una edad mínima de 21 años o más. Si su permiso no está en alfabeto latino, lleve un permiso internacional de conducir.</p>
<ul>
<li>La carretera de la costa (D010) es una autovía rápida, con muchos túneles y radares.</li>
<li>Las carreteras de montaña son estrechas y con muchas curvas: calcule alrededor de una hora hasta Sümela, dos hasta Uzungöl y tres hasta Ayder.</li>
<li>Aparcar en el centro de Trabzon es complicado; si alquila el coche al llegar, elija un hotel con aparcamiento.</li>
<li>En invierno, pida neumáticos de invierno y cadenas si piensa subir por encima de los valles.</li>
</ul>
<h2>Sin coche</h2>
<p>Las excursiones de un día desde Trabzon cubren Uzungöl, Sümela y Ayder con recogida en el hotel, y los traslados privados salen a cuenta para una familia o un grupo pequeño. Nuestros <a href="/packages">paquetes turísticos</a> incluyen transporte y guía, y en nuestra página de <a href="/hotels">hoteles</a> verá qué alojamientos ofrecen traslado al aeropuerto. Una vez que aterrice, empiece por nuestro <a href="/blog/post/trabzon-city-walk-boztepe-to-hagia-sophia">paseo de un día por la ciudad</a>.</p>`,
  },
};
