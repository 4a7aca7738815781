/**
 * The fake travel provider as a process, for the end-to-end suite:
 *
 *   node apps/server/src/test/fake-travel-provider/cli.ts --port 4455 \
 *     [--host 127.0.0.1] [--client-id ID] [--client-secret SECRET] [--token-ttl 1799]
 *
 * Prints its URL (the host root to give the app as the provider's base URL) on the first line of
 * stdout. The credentials default to FAKE_PROVIDER_CLIENT_ID / FAKE_PROVIDER_CLIENT_SECRET, then to
 * `fake-client-id` / `fake-client-secret`. Steered over HTTP: POST /__control/fail (a FailRule as
 * JSON), /__control/reset, /__control/advance ({"seconds":n}), /__control/expire-tokens,
 * /__control/price ({"total":"512.30"} or {"total":null}), /__control/hotels ({"hotels":[…],
 * "sentiments":[…]}); GET /__control/calls, /__control/token-requests.
 */
import { parseArgs } from 'node:util';
import { startFakeProvider } from './fake-provider.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4455' },
    host: { type: 'string', default: '127.0.0.1' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    'token-ttl': { type: 'string' },
  },
});

const fake = await startFakeProvider({
  port: Number(values.port),
  host: values.host,
  clientId: values['client-id'] ?? process.env.FAKE_PROVIDER_CLIENT_ID ?? 'fake-client-id',
  clientSecret: values['client-secret'] ?? process.env.FAKE_PROVIDER_CLIENT_SECRET ?? 'fake-client-secret',
  ...(values['token-ttl'] ? { tokenTtlSeconds: Number(values['token-ttl']) } : {}),
});
console.info(fake.url);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
