// Booking creation under load on PostgreSQL: `node bench/run.mjs --scenarios bookings`.
// Two loads, each after a warm-up: bookings spread over every bookable room type and a year of
// nights (one night and three nights), as real traffic is; and the contended case, every request
// for the same room type on the same night (the popular hotel), with that night given enough rooms
// for the whole run. After each load the database is checked: as many bookings as 201 answers, and
// as many of the contended night's rooms taken (give or take the requests cut off at the end).
// Options: --duration 10 --connections 50 --database h_bench (dropped and created again)
// --port 3902 --cpu-prof <folder> (a CPU profile of the server for the whole run).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { arg, startServer } from './support.mjs';

function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const today = new Date().toISOString().slice(0, 10);

/** CPU time (user + system) a process has used so far, in ms (Linux /proc, 100 ticks a second). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Every room type that takes pay-at-hotel bookings, as { hotelId, roomTypeId }. */
export async function bookableRooms(base, hotels) {
  const rooms = [];
  for (const h of hotels) {
    const detail = await (await fetch(`${base}/api/hotels/${h._id}?lang=en`)).json();
    for (const r of detail.roomTypes) {
      if (r.totalRooms > 0 && detail.paymentOptions.includes('payAtHotel'))
        rooms.push({ hotelId: h._id, roomTypeId: r._id });
    }
  }
  if (rooms.length === 0) throw new Error('no bookable room types');
  return rooms;
}

let sequence = 0;

/** autocannon options posting one booking per request; `pick(n)` gives the n-th stay. */
export function bookingRequests(base, pick, label = 'load') {
  return {
    url: `${base}/api/bookings`,
    method: 'POST',
    requests: [
      {
        setupRequest: (req) => {
          sequence += 1;
          const { room, checkIn, nights } = pick(sequence);
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              'idempotency-key': `bench-${process.pid}-${label}-${sequence}`,
            },
            body: JSON.stringify({
              type: 'hotel',
              ...room,
              checkIn,
              checkOut: addDays(checkIn, nights),
              guests: 1,
              firstName: 'Bench',
              lastName: 'Guest',
              email: 'bench@example.com',
              phone: '+90 462 000 00 00',
              paymentMethod: 'payAtHotel',
            }),
          };
        },
      },
    ],
  };
}

/** The n-th stay of the spread load: the room types in turn, nights 60-400 days ahead. */
export const spreadStay = (rooms, nights) => (n) => ({
  room: rooms[n % rooms.length],
  checkIn: addDays(today, 60 + ((n * 7919) % 340)),
  nights,
});

export async function bookingsBench({ load, row, adminUrl }) {
  const dbName = arg('database', `bench_${Date.now()}`);
  const port = Number(arg('port', 3902));
  const profileDir = arg('cpu-prof', '');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.query(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bookings-'));
  const server = await startServer(
    port,
    { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : [],
  );
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const rows = [];
  try {
    const hotels = await (await fetch(`${server.url}/api/hotels?limit=50&lang=en`)).json();
    if (!hotels.data?.length) throw new Error('no hotels: is the demo data seeded?');
    const rooms = await bookableRooms(server.url, hotels.data);
    /** Bookings the load `label` wrote (its keys with a stored 201), once its last requests ended. */
    const written = async (label) => {
      const count = async () =>
        (
          await db.query(
            'select count(*)::int as n from idempotency_keys where key like $1 and response_status = 201',
            [`bench-${process.pid}-${label}-%`],
          )
        ).rows[0].n;
      for (let last = -1, now = await count(); ; last = now, now = await count()) {
        if (now === last && (await db.query(inProgress)).rows[0].n === 0) return now;
        await new Promise((r) => setTimeout(r, 500));
      }
    };
    const inProgress = 'select count(*)::int as n from idempotency_keys where response_status = 0';
    // Time PostgreSQL spent running statements in this database (ms): with the server's CPU, what a
    // booking costs, which the other work on a shared machine disturbs less than the latency.
    const activeMs = async () =>
      Number(
        (await db.query('select active_time from pg_stat_database where datname = current_database()'))
          .rows[0].active_time,
      );
    /** Runs the load, checks every 201 was written and nothing more than was sent, adds its row. */
    const measure = async (label, name, pick) => {
      const [cpu0, active0] = [cpuMs(server.pid), await activeMs()];
      const result = await load(bookingRequests(server.url, pick, label));
      const created = await written(label);
      const [cpu1, active1] = [cpuMs(server.pid), await activeMs()];
      if (created < result['2xx'] || created > result.requests.sent)
        throw new Error(`${name}: ${created} bookings written, ${result['2xx']} answered 201`);
      const other = Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => code !== '201')
        .map(([code, { count }]) => `${count} × ${code}`);
      if (other.length) console.warn(`${name}: ${other.join(', ')}`);
      rows.push({
        ...row('PostgreSQL', `POST /api/bookings, ${name}`, result),
        'server CPU ms/booking': ((cpu1 - cpu0) / Math.max(1, created)).toFixed(1),
        'SQL ms/booking': ((active1 - active0) / Math.max(1, created)).toFixed(1),
      });
      return result;
    };

    await load({ ...bookingRequests(server.url, spreadStay(rooms, 1), 'warm-up'), duration: 3 });
    await written('warm-up');
    const spread = `${rooms.length} room types × 340 nights`;
    await measure('spread-1', `${spread}, 1 night`, spreadStay(rooms, 1));
    await measure('spread-3', `${spread}, 3 nights`, spreadStay(rooms, 3));

    // The popular night: one room type, one night, with enough rooms that it does not sell out.
    // The rooms taken that night grow by exactly its new bookings.
    const popular = rooms[0];
    const night = addDays(today, 30);
    const onTheNight = [popular.roomTypeId, night];
    await db.query(
      `insert into hotel_inventory (hotel_id, room_type_id, date, total_rooms, available_rooms, base_price)
       select hotel_id, id, $2, 1000000, 1000000, price_per_night from room_types where id = $1
       on conflict (room_type_id, date) do update
       set total_rooms = 1000000, available_rooms = 1000000 - (hotel_inventory.total_rooms - hotel_inventory.available_rooms),
         blocked = false, block_reason = ''`,
      onTheNight,
    );
    const tally = async () =>
      (
        await db.query(
          `select (select total_rooms - available_rooms from hotel_inventory where room_type_id = $1 and date = $2) as taken,
            (select count(*)::int from bookings where room_type_id = $1 and check_in = $2 and status <> 'cancelled') as booked`,
          onTheNight,
        )
      ).rows[0];
    const before = await tally();
    await measure('popular', 'one room type on one night (contended)', () => ({
      room: popular,
      checkIn: night,
      nights: 1,
    }));
    const after = await tally();
    if (after.taken - before.taken !== after.booked - before.booked)
      throw new Error(`${after.taken - before.taken} rooms taken, ${after.booked - before.booked} bookings`);
  } finally {
    await db.end();
    await server.stop();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
