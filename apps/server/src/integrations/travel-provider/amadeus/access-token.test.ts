import { describe, expect, it } from 'vitest';
import { TOKEN_PATH } from '../../../test/fake-travel-provider/fake-provider.ts';
import { TravelProviderError } from '../travel-provider.ts';
import { CREDENTIALS, rejectionOf, useFakeProvider } from './amadeus.test-support.ts';
import { PATHS } from './amadeus-provider.ts';

const NICE = { cityCode: 'NCE', radius: 5, radiusUnit: 'KM', hotelSource: 'ALL' } as const;

describe('the access token', () => {
  const kit = useFakeProvider();

  it('is asked for with the client credentials as a form, and sent as a bearer token', async () => {
    await kit.client().hotelsByCity(NICE);
    const [tokenCall, apiCall] = kit.fake.calls;
    expect(tokenCall).toMatchObject({
      method: 'POST',
      path: TOKEN_PATH,
      body: {
        grant_type: 'client_credentials',
        ...{ client_id: CREDENTIALS.clientId },
        client_secret: CREDENTIALS.clientSecret,
      },
    });
    expect(tokenCall?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(apiCall?.authorization).toMatch(/^Bearer \S{20,}$/);
  });

  it('is reused across calls', async () => {
    const client = kit.client();
    await client.hotelsByCity(NICE);
    await client.hotelsByIds(['ACPAR419']);
    await client.hotelsByCity(NICE);
    expect(kit.fake.tokenRequests()).toBe(1);
    const bearers = new Set(kit.fake.apiCalls().map((c) => c.authorization));
    expect(kit.fake.apiCalls()).toHaveLength(3);
    expect(bearers.size).toBe(1);
  });

  it('is renewed 60 s before its expires_in runs out, not sooner', async () => {
    const client = kit.client();
    await client.hotelsByCity(NICE); // expires_in 1799
    kit.tick(1799 - 61);
    await client.hotelsByCity(NICE);
    expect(kit.fake.tokenRequests()).toBe(1);
    kit.tick(2); // 59 s left
    await client.hotelsByCity(NICE);
    expect(kit.fake.tokenRequests()).toBe(2);
    const [first, second, third] = kit.fake.apiCalls().map((c) => c.authorization);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it('is asked for once by 20 concurrent calls of a fresh client', async () => {
    const client = kit.client();
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.hotelsByCity(NICE)));
    expect(answers.every((hotels) => hotels.length === 2)).toBe(true);
    expect(kit.fake.tokenRequests()).toBe(1);
    expect(kit.fake.apiCalls(PATHS.hotelsByCity)).toHaveLength(20);
  });

  it('is not cached when its request failed: concurrent callers share the failure, the next caller asks again', async () => {
    kit.fake.fail({ path: TOKEN_PATH, status: 500, times: 1 });
    const client = kit.client({ maxRetries: 0 });
    const failures = await Promise.allSettled(Array.from({ length: 5 }, () => client.hotelsByCity(NICE)));
    expect(failures.every((f) => f.status === 'rejected')).toBe(true);
    expect(kit.fake.tokenRequests()).toBe(1);
    expect(kit.fake.apiCalls()).toHaveLength(0);

    await expect(client.hotelsByCity(NICE)).resolves.toHaveLength(2);
    expect(kit.fake.tokenRequests()).toBe(2);
  });

  it('is asked for again after a failed request when retries are allowed (nothing was sent to the API)', async () => {
    kit.fake.fail({ path: TOKEN_PATH, status: 503, times: 1 });
    await expect(kit.client().hotelsByCity(NICE)).resolves.toHaveLength(2);
    expect(kit.fake.tokenRequests()).toBe(2);
    expect(kit.waits).toEqual([250]);
  });

  it('is replaced when the provider expired it early (401), once, and the call succeeds', async () => {
    const client = kit.client();
    await client.hotelsByCity(NICE);
    kit.fake.expireTokens();
    await expect(client.hotelsByCity(NICE)).resolves.toHaveLength(2);
    expect(kit.fake.tokenRequests()).toBe(2);
    expect(kit.fake.apiCalls().map((c) => c.status)).toEqual([200, 401, 200]);

    kit.fake.fail({ path: PATHS.hotelsByCity, expireToken: true, times: 1 });
    await expect(client.hotelsByCity(NICE)).resolves.toHaveLength(2);
    expect(kit.fake.tokenRequests()).toBe(3);
    expect(kit.fake.apiCalls().map((c) => c.status)).toEqual([200, 401, 200, 401, 200]);
  });

  it('refused (wrong client secret): unavailable at once, logged without the secret', async () => {
    const client = kit.client({ clientSecret: 'not-the-agency-secret' });
    const error = await rejectionOf(client.hotelsByCity(NICE));
    expect(error).toBeInstanceOf(TravelProviderError);
    expect(error).toMatchObject({ failure: 'unavailable', status: 401, providerCode: 38187 });
    expect((error as Error).message).toContain('invalid_client');
    expect(kit.fake.tokenRequests()).toBe(1);
    expect(kit.waits).toEqual([]);
    expect(kit.warnings).toHaveLength(1);
    const logged = JSON.stringify(kit.warnings);
    expect(logged).not.toContain('not-the-agency-secret');
    expect(logged).not.toContain(CREDENTIALS.clientSecret);
    expect((error as Error).message).not.toContain('not-the-agency-secret');
  });
});
