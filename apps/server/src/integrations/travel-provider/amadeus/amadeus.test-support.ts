import { afterEach, beforeEach } from 'vitest';
import { type FakeProvider, startFakeProvider } from '../../../test/fake-travel-provider/fake-provider.ts';
import { type AmadeusProviderOptions, amadeusProvider } from './amadeus-provider.ts';

export const CREDENTIALS = { clientId: 'agency-client-id', clientSecret: 'agency-secret-5f2c9e' } as const;

export interface ProviderTestKit {
  fake: FakeProvider;
  /** The clock both the client and the fake keep (ms); move it with `tick`. */
  now(): number;
  tick(seconds: number): void;
  /** The waits the client asked for between retries (nothing really waits). */
  waits: number[];
  warnings: { obj: object; msg: string }[];
  client(options?: Partial<AmadeusProviderOptions>): ReturnType<typeof amadeusProvider>;
}

/** A fake provider per test, and clients of it sharing one movable clock. */
export function useFakeProvider(fakeOptions: { tokenTtlSeconds?: number } = {}): ProviderTestKit {
  let clock = Date.parse('2027-05-01T09:00:00Z');
  const kit = {
    now: () => clock,
    tick(seconds: number) {
      clock += seconds * 1000;
    },
    waits: [] as number[],
    warnings: [] as { obj: object; msg: string }[],
    client(options: Partial<AmadeusProviderOptions> = {}) {
      return amadeusProvider({
        baseUrl: kit.fake.url,
        ...CREDENTIALS,
        now: () => clock,
        sleep: async (ms) => {
          kit.waits.push(ms);
        },
        logger: { warn: (obj, msg) => kit.warnings.push({ obj, msg }) },
        ...options,
      });
    },
  } as ProviderTestKit;

  beforeEach(async () => {
    clock = Date.parse('2027-05-01T09:00:00Z');
    kit.waits.length = 0;
    kit.warnings.length = 0;
    kit.fake = await startFakeProvider({ ...CREDENTIALS, ...fakeOptions, now: () => clock });
  });
  afterEach(async () => {
    await kit.fake.close();
  });
  return kit;
}

/** The promise's rejection (fails the test when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, got an answer');
}
