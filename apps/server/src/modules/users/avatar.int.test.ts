import { AVATAR_MAX_BYTES } from '@app/shared/auth/avatar';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function multipart(file: Buffer, type = 'image/jpeg') {
  const boundary = `----test${crypto.randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

async function send(method: 'PUT' | 'POST', url: string, file: Buffer, token?: string, type?: string) {
  const body = multipart(file, type);
  return t.app.inject({
    method,
    url,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

const me = async (token: string) =>
  (await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().user;

describe('PUT /api/users/profile/avatar', () => {
  it('sets the signed-in traveller’s own photo: re-encoded to one WebP of 256 px, served from our site', async () => {
    const user = await userWithRole(t, 'user');
    const res = await send('PUT', '/api/users/profile/avatar', await photo(1200, 900), user.token);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().user.profileImage as string;
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}-256\.webp$/);
    expect((await me(user.token)).profileImage).toBe(url);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 192,
    });
  });

  it('replaces the previous photo, whose file is deleted, and removing it deletes the file too', async () => {
    const user = await userWithRole(t, 'user');
    const first = (await send('PUT', '/api/users/profile/avatar', await photo(400, 400), user.token)).json()
      .user.profileImage as string;
    const second = (await send('PUT', '/api/users/profile/avatar', await photo(500, 500), user.token)).json()
      .user.profileImage as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user.token),
      payload: { profileImage: '' },
    });
    expect(removed.json().user.profileImage).toBe('');
    expect((await t.app.inject({ url: second })).statusCode).toBe(404);
  });

  it('refuses what is not an image, and a photo over 5 MB, and changes nothing', async () => {
    const user = await userWithRole(t, 'user');
    const text = await send(
      'PUT',
      '/api/users/profile/avatar',
      Buffer.from('<svg onload="x()"/>'),
      user.token,
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('invalid_image');
    const big = await send(
      'PUT',
      '/api/users/profile/avatar',
      Buffer.alloc(AVATAR_MAX_BYTES + 1, 1),
      user.token,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('image_too_large');
    expect((await me(user.token)).profileImage).toBe('');
  });

  it('needs a session', async () => {
    const res = await send('PUT', '/api/users/profile/avatar', await photo(100, 100));
    expect(res.statusCode).toBe(401);
  });

  it('gives a traveller no way to upload catalogue images', async () => {
    const user = await userWithRole(t, 'user');
    const res = await send('POST', '/api/uploads', await photo(800, 600), user.token);
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/users/profile', () => {
  it('refuses a link to a photo elsewhere (it could never show): a photo is uploaded', async () => {
    const user = await userWithRole(t, 'user');
    for (const profileImage of [
      'https://images.example.com/me.jpg',
      'http://x.example/a.png',
      '/uploads/../x',
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(user.token),
        payload: { profileImage },
      });
      expect(res.statusCode, profileImage).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'profileImage', code: 'invalid_url' });
    }
    expect((await me(user.token)).profileImage).toBe('');
  });
});
