// Bookings for the dashboard bench, written by set-based SQL (generate_series) in one transaction:
// `count` bookings made over the last 480 days, each starting up to 90 days after it was made (so
// about 18 months of stays, the last ones ahead of today), across every kind and status, each with
// the rows of its kind that the admin's pages read: a hotel stay's room and nights (and the nights
// taken from the hotel's inventory), a tour's weekly departure (seats sold), a restaurant's table
// and sitting (never two at once at one table), a vehicle's class and pickup, a provider's stay or
// a flight. Statuses follow the calendar: a trip that is over is mostly completed, one to come is
// confirmed or pending, about 15 % of either cancelled. Everything is priced from the catalogue.

/** The seeded demo catalogue this needs: published hotels with rooms, tours, restaurant tables, vehicle classes. */
const CATALOGUE_CHECK = `
  select
    (select count(*) from room_types rt join hotels h on h.id = rt.hotel_id where h.published)::int as rooms,
    (select count(*) from packages)::int as packages,
    (select count(*) from restaurant_tables t join restaurants r on r.id = t.restaurant_id where t.active)::int as tables,
    (select count(*) from vehicle_classes)::int as classes`;

/** The statements, in order; $1 is the number of bookings. */
const STATEMENTS = [
  `select setseed(0.2026)`,

  // The catalogue, numbered so that a booking picks an item by a random number.
  `create temp table bench_rooms on commit drop as
     select row_number() over (order by rt.id) - 1 as n, rt.id as room_type_id, rt.hotel_id,
       rt.price_per_night, rt.max_occupancy
     from room_types rt join hotels h on h.id = rt.hotel_id where h.published`,
  `create temp table bench_packages on commit drop as
     select row_number() over (order by id) - 1 as n, id as package_id, price_per_person, duration_days
     from packages`,
  `create temp table bench_tables on commit drop as
     select row_number() over (order by t.id) - 1 as n, t.id as table_id, t.restaurant_id, t.capacity,
       r.turn_minutes
     from restaurant_tables t join restaurants r on r.id = t.restaurant_id where t.active`,
  `create temp table bench_classes on commit drop as
     select row_number() over (partition by service order by id) - 1 as n,
       count(*) over (partition by service) as of, id as class_id, service, name, model,
       daily_rate, base_fare, per_km
     from vehicle_classes`,

  // The plan: one row a booking, with its kind, when it was made and when it starts.
  `create temp table bench_plan on commit drop as
   with draws as (
     select i, random() as r_kind, random() as r_status, random() as r_age, random() as r_lead,
       random() as r_len, random() as r_guests, random() as r_pick, random() as r_pay, random() as r_lang
     from generate_series(1, $1::int) as i
   ), typed as (
     select *,
       case
         when r_kind < 0.40 then 'hotel'
         when r_kind < 0.52 then 'package'
         when r_kind < 0.70 then 'restaurant'
         when r_kind < 0.80 then 'car_rental'
         when r_kind < 0.88 then 'transfer'
         when r_kind < 0.95 then 'taxi'
         when r_kind < 0.98 then 'provider_hotel'
         else 'flight'
       end as type,
       now() - r_age * interval '480 days' - interval '10 minutes' as created_at
     from draws
   )
   select i, gen_random_uuid() as id, type, created_at, r_status, r_len, r_guests, r_pick, r_pay, r_lang,
     ((created_at at time zone 'Europe/Istanbul')::date
       + (case when type in ('restaurant', 'taxi') then floor(r_lead * 21) else floor(r_lead * 91) end)::int) as starts
   from typed`,

  // What each booking is of, its dates and its price.
  `create temp table bench_bookings on commit drop as
   select p.*,
     case p.type when 'hotel' then p.starts + 1 + floor(p.r_len * 5)::int
       when 'provider_hotel' then p.starts + 1 + floor(p.r_len * 4)::int
       when 'package' then dep.start_date + pk.duration_days
       when 'car_rental' then p.starts + 1 + floor(p.r_len * 7)::int
       else p.starts end as ends,
     case when p.type = 'package' then dep.start_date else p.starts end as begins,
     1 + floor(p.r_guests * 3)::int as guests,
     rm.room_type_id, rm.hotel_id, rm.price_per_night,
     pk.package_id, pk.price_per_person, dep.start_date as departure_date,
     vc.class_id, vc.name as class_name, vc.model, vc.daily_rate, vc.base_fare, vc.per_km,
     (8 + floor(p.r_len * 60))::int as km
   from bench_plan p
   left join bench_rooms rm on p.type = 'hotel'
     and rm.n = floor(p.r_pick * (select count(*) from bench_rooms))::int
   left join bench_packages pk on p.type = 'package'
     and pk.n = floor(p.r_pick * (select count(*) from bench_packages))::int
   -- A tour leaves every Monday: the first Monday at least a week after it was booked.
   left join lateral (select (p.starts + 7 + (8 - extract(isodow from p.starts + 7)::int) % 7) as start_date) dep
     on p.type = 'package'
   left join bench_classes vc on vc.service = (case p.type when 'car_rental' then 'rental' else p.type end)
     and vc.n = floor(p.r_pick * vc.of)::int`,
  `alter table bench_bookings add column status text, add column nights jsonb, add column subtotal int`,
  `update bench_bookings set status = case
     when ends < (now() at time zone 'Europe/Istanbul')::date then
       case when r_status < 0.15 then 'cancelled' when r_status < 0.18 then 'confirmed' else 'completed' end
     else case when r_status < 0.15 then 'cancelled' when r_status < 0.35 then 'pending' else 'confirmed' end
   end`,
  `update bench_bookings b set nights = coalesce((
     select jsonb_agg(jsonb_build_object('date', d::date, 'price', coalesce(b.price_per_night, 180000), 'discount', 0) order by d)
     from generate_series(b.begins, b.ends - 1, interval '1 day') d), '[]'::jsonb)
   where b.type in ('hotel', 'provider_hotel')`,
  `update bench_bookings set nights = '[]'::jsonb where nights is null`,
  `update bench_bookings set subtotal = case type
     when 'hotel' then price_per_night * (ends - begins)
     when 'provider_hotel' then 180000 * (ends - begins)
     when 'package' then price_per_person * guests
     when 'restaurant' then 0
     when 'car_rental' then daily_rate * (ends - begins)
     when 'flight' then (150000 + floor(r_len * 450000)::int) * guests
     else base_fare + per_km * km end`,

  `insert into bookings (id, reference, type, status, check_in, check_out, guests, first_name, last_name,
     email, phone, payment_method, card_brand, card_last4, currency, nights, subtotal, tax_rate, taxes,
     total, lang, cancelled_at, created_at, updated_at)
   select id, 'BD-' || lpad(i::text, 8, '0'), type, status, begins, ends, guests,
     (array['Işıl', 'Ayşe', 'Mehmet', 'Zeynep', 'Mustafa', 'Elif', 'مريم', 'أحمد', 'Layla', 'Omar', 'Hans', 'Anna'])[1 + i % 12],
     (array['Şahin', 'Yılmaz', 'Karadeniz', 'Öztürk', 'Kaya', 'Çelik', 'العتيبي', 'الحربي', 'Hassan', 'Müller'])[1 + i % 10],
     'guest' || i || '@example.com', '+90 532 ' || lpad((i % 10000000)::text, 7, '0'),
     case when type = 'restaurant' then 'none' when type = 'hotel' and r_pay < 0.3 then 'payAtHotel' else 'creditCard' end,
     case when type = 'restaurant' or (type = 'hotel' and r_pay < 0.3) then null else 'visa' end,
     case when type = 'restaurant' or (type = 'hotel' and r_pay < 0.3) then null else lpad((i % 10000)::text, 4, '0') end,
     case when type in ('provider_hotel', 'flight') then 'EUR' else 'TRY' end,
     nights, subtotal, 10, round(subtotal * 0.10)::int, subtotal + round(subtotal * 0.10)::int,
     (array['en', 'tr', 'ar'])[1 + floor(r_lang * 3)::int],
     case when status = 'cancelled' then least(now(), created_at + interval '2 days') end,
     created_at, created_at
   from bench_bookings`,
  `insert into booking_events (booking_id, from_status, to_status, note, created_at)
   select id, null, status, '', created_at from bench_bookings`,

  // Hotel stays, and the nights they take from each room type's inventory.
  `insert into hotel_stay_bookings (booking_id, hotel_id, room_type_id, rooms)
   select id, hotel_id, room_type_id, 1 from bench_bookings where type = 'hotel'`,
  `insert into hotel_inventory (hotel_id, room_type_id, date, total_rooms, available_rooms, base_price)
   select rt.hotel_id, rt.id, n.night, greatest(rt.total_rooms, n.taken), greatest(rt.total_rooms, n.taken) - n.taken,
     rt.price_per_night
   from (select room_type_id, d::date as night, count(*)::int as taken
         from bench_bookings, generate_series(begins, ends - 1, interval '1 day') d
         where type = 'hotel' and status <> 'cancelled' group by 1, 2) n
   join room_types rt on rt.id = n.room_type_id
   on conflict (room_type_id, date) do update set
     total_rooms = greatest(hotel_inventory.total_rooms,
       hotel_inventory.total_rooms - hotel_inventory.available_rooms + excluded.total_rooms - excluded.available_rooms),
     available_rooms = greatest(hotel_inventory.total_rooms,
       hotel_inventory.total_rooms - hotel_inventory.available_rooms + excluded.total_rooms - excluded.available_rooms)
       - (hotel_inventory.total_rooms - hotel_inventory.available_rooms + excluded.total_rooms - excluded.available_rooms)`,

  // Weekly departures with the seats their bookings hold, then the trips on them.
  `insert into package_departures (package_id, start_date, seats_total, seats_left)
   select package_id, departure_date, least(500, greatest(30, sold + 4)), least(500, greatest(30, sold + 4)) - sold
   from (select package_id, departure_date, coalesce(sum(guests) filter (where status <> 'cancelled'), 0)::int as sold
         from bench_bookings where type = 'package' group by 1, 2) s
   on conflict (package_id, start_date) do update set
     seats_total = least(500, greatest(package_departures.seats_total,
       package_departures.seats_total - package_departures.seats_left + excluded.seats_total - excluded.seats_left + 4)),
     seats_left = least(500, greatest(package_departures.seats_total,
       package_departures.seats_total - package_departures.seats_left + excluded.seats_total - excluded.seats_left + 4))
       - (package_departures.seats_total - package_departures.seats_left + excluded.seats_total - excluded.seats_left)`,
  `insert into package_trip_bookings (booking_id, package_id, departure_id)
   select b.id, b.package_id, d.id from bench_bookings b
   join package_departures d on d.package_id = b.package_id and d.start_date = b.departure_date
   where b.type = 'package'`,

  // Restaurant tables: the k-th reservation of a day takes table k mod T at sitting k div T
  // (12:00, 15:00, 18:00 or 21:00), so no table is held twice at once.
  `create temp table bench_sittings on commit drop as
   select b.id, b.guests, b.status, b.begins,
     row_number() over (partition by b.begins order by b.i) - 1 as k
   from bench_bookings b where b.type = 'restaurant'`,
  `delete from bookings where id in (
     select id from bench_sittings where k >= 4 * (select count(*) from bench_tables))`,
  `insert into restaurant_table_bookings (booking_id, restaurant_id)
   select s.id, t.restaurant_id from bench_sittings s
   join bench_tables t on t.n = s.k % (select count(*) from bench_tables)
   where s.k < 4 * (select count(*) from bench_tables)`,
  `insert into restaurant_sittings (booking_id, restaurant_id, table_id, party_size, starts_at, during, active)
   select s.id, t.restaurant_id, t.table_id, least(s.guests + 1, t.capacity), at.starts,
     tstzrange(at.starts, at.starts + make_interval(mins => least(t.turn_minutes, 180))), s.status <> 'cancelled'
   from bench_sittings s
   join bench_tables t on t.n = s.k % (select count(*) from bench_tables)
   cross join lateral (select ((s.begins + make_time(12 + 3 * (s.k / (select count(*) from bench_tables))::int, 0, 0))
     at time zone 'Europe/Istanbul') as starts) at
   where s.k < 4 * (select count(*) from bench_tables)`,

  // Cars, transfers and taxis: the class, the pickup at the airport, the drop-off.
  `insert into vehicle_bookings (booking_id, class_id, service, pickup, dropoff, pickup_at, ends_at, during,
     active, distance_km, passengers, class_name, model)
   select b.id, b.class_id, case b.type when 'car_rental' then 'rental' else b.type end,
     '{"code": "TZX"}'::jsonb,
     case when b.type = 'car_rental' then '{"code": "TZX"}'::jsonb else '{"code": "UZUNGOL"}'::jsonb end,
     w.pickup_at, w.ends_at, tstzrange(w.pickup_at, w.ends_at), b.status <> 'cancelled',
     case when b.type = 'car_rental' then null else b.km end, b.guests, b.class_name, b.model
   from bench_bookings b
   cross join lateral (
     select (b.begins + time '10:00') at time zone 'Europe/Istanbul' as pickup_at,
       case when b.type = 'car_rental' then (b.ends + time '10:00') at time zone 'Europe/Istanbul'
         else (b.begins + time '11:30') at time zone 'Europe/Istanbul' end as ends_at) w
   where b.type in ('car_rental', 'transfer', 'taxi')`,

  // The travel data provider's stays and flights.
  `insert into provider_hotel_bookings (booking_id, provider, hotel_id, hotel_name, city_name, offer_id,
     room_kind, room_category, price_per_night, confirmation)
   select id, 'offline', 'TZXBD' || (i % 20), 'Sürmene Sahil Oteli ' || (i % 20), 'Trabzon', 'offer-' || i,
     'fallback', 'STANDARD', 180000, 'TZN-B' || lpad(i::text, 7, '0')
   from bench_bookings where type = 'provider_hotel'`,
  `insert into flight_bookings (booking_id, provider, order_id, order_key, confirmation, itineraries, passengers,
     departs_local, travelers, personal, personal_until, billing_address)
   select id, 'offline', 'order-' || i, 'bench-order-' || i, 'TF-B' || lpad(i::text, 7, '0'), '[]'::jsonb, guests,
     begins::text || 'T09:40:00', '[]'::jsonb, null, (begins + 30)::timestamp at time zone 'UTC',
     '{"line": "Kahramanmaraş Cd. 12", "city": "Trabzon", "postalCode": "61030", "country": "TR"}'::jsonb
   from bench_bookings where type = 'flight'`,
];

/** Writes `count` bookings; answers how many of each kind and status were written and how long it took. */
export async function seedDashboardBookings(db, count) {
  const [catalogue] = (await db.query(CATALOGUE_CHECK)).rows;
  for (const [what, n] of Object.entries(catalogue))
    if (n === 0) throw new Error(`the demo catalogue has no ${what}: was the demo data seeded?`);
  const started = performance.now();
  await db.query('begin');
  try {
    for (const statement of STATEMENTS) await db.query(statement, statement.includes('$1') ? [count] : []);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  // As autovacuum would soon: statistics, and the visibility map that lets index-only scans skip the table.
  await db.query('vacuum analyze');
  const seconds = (performance.now() - started) / 1000;
  const kinds = (
    await db.query(
      `select type, status, count(*)::int as n from bookings where reference like 'BD-%' group by 1, 2 order by 1, 2`,
    )
  ).rows;
  return { seconds, kinds, catalogue };
}
