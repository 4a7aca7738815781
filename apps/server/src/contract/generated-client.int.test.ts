import { readFile } from 'node:fs/promises';
import createClient, { type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotelFixture } from '../test/fixtures/hotel-fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import type { paths } from './api-types.generated.ts';
import { API_TYPES_FILE, apiTypesSource } from './api-types-source.ts';

/*
 * A client that knows only `/api/openapi.json`: its types are generated from the document by
 * openapi-typescript (committed in api-types.generated.ts, so `npm run check` type-checks every call
 * below against the document; the first test fails while that file is out of date), and it is
 * openapi-fetch against the app listening on a real port. It sends a session, a header or a file
 * only where the document says so, so a document that stops declaring them fails here.
 */

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type Document = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

let t: TestApp;
let baseUrl: string;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
  document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Document;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const operation = (path: string, method: string) => document.paths[path]?.[method.toLowerCase()];

/** The document's schemes a caller may use for an operation (none: it is public). */
const schemesOf = (op: Operation | undefined) =>
  (op?.security ?? []).flatMap((option) => Object.keys(option));

/**
 * A client for one caller. Its access token goes only to operations whose `security` names the
 * bearer scheme: the document, not the test, decides where a session is sent.
 */
function clientFor(token?: string) {
  const client = createClient<paths>({ baseUrl, headers: { origin: t.config.publicUrl } });
  const documentedSession: Middleware = {
    onRequest({ request, schemaPath }) {
      if (token && schemesOf(operation(schemaPath, request.method)).includes('bearer'))
        request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(documentedSession);
  return client;
}

/** Registers and signs in through the client; the access token. */
async function signUp(name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const api = clientFor();
  const registered = await api.POST('/api/auth/register', {
    body: { name, email, password: 'secret123', preferences: { notifications: { email: false } } },
  });
  expect(registered.response.status).toBe(201);
  const login = await api.POST('/api/auth/login', { body: { email, password: 'secret123' } });
  expect(login.response.status).toBe(200);
  return login.data?.token ?? '';
}

describe('a client generated from the OpenAPI document', () => {
  it('is generated from the document the app serves now (the committed types are up to date)', async () => {
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    expect(
      committed === (await apiTypesSource(document)),
      'api-types.generated.ts is out of date: run `npx tsx src/contract/write-api-types.ts` in apps/server',
    ).toBe(true);
  }, 60_000);

  it('books a hotel as a registered user, reads it back as its owner, and a stranger is refused', async () => {
    const { hotelId, roomTypeIds } = await createHotelFixture(t.database.db, {
      rooms: [{ name: 'Double', pricePerNight: 150_000, totalRooms: 3, maxOccupancy: 2 }],
    });
    const roomTypeId = roomTypeIds[0] ?? '';
    const owner = clientFor(await signUp('Leyla'));
    const stay = { hotelId, roomTypeId, checkIn: '2027-06-10', checkOut: '2027-06-13', guests: 2 };

    const quote = await owner.POST('/api/bookings/quote', { body: { type: 'hotel', ...stay } });
    expect(quote.response.status).toBe(200);
    const quoted = quote.data && 'nights' in quote.data ? quote.data : undefined;
    expect(quoted?.available).toBe(true);
    expect(quoted?.nights).toHaveLength(3);

    // The document makes the key a required header: the client cannot leave it out (a type error)…
    const idempotency = operation('/api/bookings', 'post')?.parameters?.find((p) => p.in === 'header');
    expect(idempotency).toMatchObject({ name: 'Idempotency-Key', required: true });
    const body = {
      type: 'hotel' as const,
      ...stay,
      firstName: 'Leyla',
      lastName: 'Aydın',
      email: 'leyla@example.com',
      phone: '+90 532 111 22 33',
      paymentMethod: 'payAtHotel' as const,
    };
    // @ts-expect-error -- the document requires the Idempotency-Key header
    const keyless = await owner.POST('/api/bookings', { body });
    expect(keyless.response.status).toBe(400);
    expect(keyless.error?.code).toBe('idempotency_key_required');

    // …and the server answers as the document says with it.
    const created = await owner.POST('/api/bookings', {
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      body,
    });
    expect(created.response.status).toBe(201);
    const booking = created.data;
    expect(booking?.status).toBe('pending');
    expect(booking?.total).toBe(quoted?.total);

    // The owner reads it back: the document says this needs a session, so the client sends it.
    expect(schemesOf(operation('/api/bookings/{id}', 'get'))).toEqual(['bearer']);
    const read = await owner.GET('/api/bookings/{id}', { params: { path: { id: booking?._id ?? '' } } });
    expect(read.response.status).toBe(200);
    expect(read.data?.reference).toBe(booking?.reference);

    // Another traveller is told it does not exist; a guest is told to sign in.
    const stranger = clientFor(await signUp('Omar'));
    const refused = await stranger.GET('/api/bookings/{id}', {
      params: { path: { id: booking?._id ?? '' } },
    });
    expect(refused.response.status).toBe(404);
    expect(refused.error?.code).toBe('not_found');
    const guest = await clientFor().GET('/api/bookings/{id}', {
      params: { path: { id: booking?._id ?? '' } },
    });
    expect(guest.response.status).toBe(401);
  }, 60_000);

  it('uploads as the document describes, and without a session is refused as it says', async () => {
    const upload = operation('/api/uploads', 'post');
    // The document: a multipart body with a `file` part, for a session with a role.
    const multipart = upload?.requestBody?.content?.['multipart/form-data']?.schema;
    const field = Object.keys(multipart?.properties ?? {})[0] ?? '';
    expect(field).toBe('file');
    expect(schemesOf(upload)).toEqual(['bearer']);
    for (const [path, method] of [
      ['/api/uploads', 'POST'],
      ['/api/users/profile/avatar', 'PUT'],
    ] as const) {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'photo.jpg');
      const call = { body: { file: '' }, bodySerializer: () => form };
      const res = method === 'POST' ? await clientFor().POST(path, call) : await clientFor().PUT(path, call);
      expect(res.response.status, path).toBe(401);
      expect(res.error?.code, path).toBe('unauthorized');
    }
  }, 60_000);
});
