import type { BookingStatus } from '@app/shared/bookings/status';
import { addDays } from '@app/shared/common/dates';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { TestApp } from './harness.ts';
import { bearer, registerUser } from './http.ts';

/** A request to the app, as `app.inject` takes it. */
export type ApiRequest = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/** A traveller with a Turkish name, for comments and bookings. */
export const traveller = { name: 'Işıl Şahin', email: 'isil.sahin@example.com' };

/**
 * Records made through the admin API as an admin's pages make them (valid bodies with Turkish and
 * Arabic names; a number in each name keeps them unique), for tests that change or delete one of
 * their own: a hotel with a room, a destination, a package and its departure, a restaurant and its
 * table, a vehicle class, a blog post, category and comment, an account, a hotel booking.
 */
export function adminRecords(t: TestApp, { adminToken, today }: { adminToken: () => string; today: string }) {
  let n = 0;
  /** A number no earlier record used, for names and codes that must be unique. */
  const next = () => ++n;
  const fromSite = { origin: t.config.publicUrl };

  /** What an admin's call answered; a failure here is the set-up's, not the test's. */
  async function made<T = Record<string, unknown>>(
    method: ApiRequest['method'],
    url: string,
    payload?: object,
  ): Promise<T> {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...fromSite, ...bearer(adminToken()) },
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`set-up ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  }

  /** A new account (the admin's users routes change and delete what they are given). */
  async function account(): Promise<string> {
    const res = await registerUser(t.app, { name: 'مريم العتيبي', email: `meryem.${next()}@example.com` });
    if (res.statusCode !== 201) throw new Error(`register: ${res.body}`);
    return res.json().user._id;
  }

  const hotelBody = () => ({
    name: { en: `Ayder Hot Springs Lodge ${next()}`, tr: 'Ayder Kaplıca Konağı', ar: 'نزل ينابيع أيدر' },
    description: { en: 'A wooden mansion by the hot springs of the Kaçkar Mountains.' },
    city: 'Çamlıhemşin',
    starRating: 3,
    amenities: ['wifi', 'hammam'],
  });
  const roomBody = () => ({
    name: { en: 'Plateau room', tr: 'Yayla odası', ar: 'غرفة الهضبة' },
    roomType: 'standard',
    pricePerNight: 300_000,
    maxOccupancy: 2,
    totalRooms: 3,
  });
  const hotel = () =>
    made<{ _id: string; roomTypes: { _id: string }[] }>('POST', '/api/hotels', {
      ...hotelBody(),
      roomTypes: [roomBody()],
    });

  const destinationBody = () => ({
    name: { en: `Sultan Murat Plateau ${next()}`, tr: 'Sultan Murat Yaylası', ar: 'هضبة السلطان مراد' },
    description: { en: 'High pastures above Çaykara.', tr: '', ar: '' },
    country: 'Türkiye',
  });
  const destination = () => made<{ _id: string }>('POST', '/api/destinations', destinationBody());

  const packageBody = () => ({
    name: { en: `Tea and Plateaus ${next()}`, tr: 'Çay ve Yaylalar', ar: 'الشاي والهضاب' },
    description: { en: 'Three days of tea gardens, Uzungöl and the plateaus above Rize.' },
    durationDays: 3,
    pricePerPerson: 1_000_000,
    published: false,
  });
  const trip = () => made<{ _id: string }>('POST', '/api/packages', packageBody());
  async function tripWithDeparture() {
    const { _id } = await trip();
    const withDeparture = await made<{ departures: { _id: string }[] }>(
      'POST',
      `/api/packages/${_id}/departures`,
      {
        startDate: addDays(today, 45),
        seatsTotal: 12,
      },
    );
    return { id: _id, departureId: withDeparture.departures[0]?._id ?? '' };
  }

  const restaurantBody = () => ({
    name: { en: `Boztepe Terrace Grill ${next()}`, tr: 'Boztepe Teras Izgara', ar: 'مشاوي تراس بوزتبه' },
    description: { en: 'Grill over the city lights.' },
    cuisine: 'turkish',
    priceRange: 3,
    city: 'Trabzon',
    openingHours: { '6': [{ from: '19:00', to: '23:30' }] },
    turnMinutes: 120,
    maxPartySize: 10,
  });
  const restaurant = () => made<{ _id: string }>('POST', '/api/restaurants', restaurantBody());
  const tableBody = () => ({ number: String(next()), capacity: 4, location: 'garden' });
  async function restaurantWithTable() {
    const { _id } = await restaurant();
    const table = await made<{ _id: string }>('POST', `/api/restaurants/${_id}/tables`, tableBody());
    return { id: _id, tableId: table._id };
  }

  const vehicleClassBody = () => ({
    service: 'transfer',
    code: `vip_van_${next()}`,
    name: { en: 'VIP van', tr: 'VIP minibüs', ar: 'فان كبار الشخصيات' },
    model: 'Mercedes-Benz Vito',
    passengers: 7,
    bags: 7,
    baseFare: 300_000,
    perKm: 7_000,
    fleetSize: 2,
  });
  const vehicleClass = () => made<{ _id: string }>('POST', '/api/admin/vehicles/classes', vehicleClassBody());

  const postBody = () => ({
    originalLang: 'tr',
    translations: {
      tr: { title: `Uzungöl Gezisi ${next()}`, excerpt: '', content: '<p>Göl kıyısında bir sabah.</p>' },
    },
    status: 'draft',
  });
  const blogPost = () => made<{ _id: string }>('POST', '/api/blog-admin/posts', postBody());
  const categoryBody = () => ({ name: { en: `Plateaus ${next()}`, tr: 'Yaylalar', ar: 'الهضاب' } });
  const category = () => made<{ _id: string }>('POST', '/api/blog-admin/categories', categoryBody());

  /** A reader's comment on a demo post, waiting for a moderator; approved when asked. */
  async function comment(postSlug: string, approved = false): Promise<string> {
    const body = `Çok güzel bir yazı, teşekkürler! (${next()})`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/blog/posts/${postSlug}/comments`,
      headers: fromSite,
      payload: { name: traveller.name, email: traveller.email, body, lang: 'tr' },
    });
    if (res.statusCode >= 300) throw new Error(`comment: ${res.statusCode} ${res.body}`);
    const pending = await made<{ data: { _id: string; body: string }[] }>(
      'GET',
      '/api/blog-admin/comments?status=pending&limit=100',
    );
    const id = pending.data.find((c) => c.body === body)?._id;
    if (!id) throw new Error('comment not found');
    if (approved) await made('POST', `/api/blog-admin/comments/${id}/approve`);
    return id;
  }

  /** A traveller's booking of a demo hotel room, made through the API (pending until the agency acts). */
  async function booking(room: {
    hotelId: string;
    roomTypeId: string;
  }): Promise<{ id: string; status: BookingStatus }> {
    const checkIn = addDays(today, 60 + next());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...fromSite, 'idempotency-key': crypto.randomUUID() },
      payload: {
        type: 'hotel',
        hotelId: room.hotelId,
        roomTypeId: room.roomTypeId,
        checkIn,
        checkOut: addDays(checkIn, 2),
        guests: 2,
        firstName: 'Işıl',
        lastName: 'Şahin',
        email: traveller.email,
        phone: '+90 532 111 22 33',
        paymentMethod: 'payAtHotel',
      },
    });
    if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
    return { id: res.json()._id, status: res.json().status };
  }

  async function jpegUpload(): Promise<ApiRequest> {
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 90, b: 140 } },
    })
      .jpeg()
      .toBuffer();
    const boundary = `----upload${crypto.randomUUID()}`;
    return {
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="uzungol.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    };
  }

  return {
    next,
    made,
    account,
    hotelBody,
    roomBody,
    hotel,
    destinationBody,
    destination,
    packageBody,
    trip,
    tripWithDeparture,
    restaurantBody,
    restaurant,
    tableBody,
    restaurantWithTable,
    vehicleClassBody,
    vehicleClass,
    postBody,
    blogPost,
    categoryBody,
    category,
    comment,
    booking,
    jpegUpload,
  };
}
