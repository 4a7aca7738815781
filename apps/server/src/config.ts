import { z } from 'zod';
import { DATABASE_TIMEOUT_DEFAULTS as dbDefaults } from './db/timeouts.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const millis = z.coerce
  .number({ error: 'must be a whole number of milliseconds from 50 to 600000' })
  .int({ error: 'must be a whole number of milliseconds from 50 to 600000' })
  .min(50, { error: 'must be a whole number of milliseconds from 50 to 600000' })
  .max(600_000, { error: 'must be a whole number of milliseconds from 50 to 600000' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int({ error: 'must be a whole number from 0 to 65535' })
    .min(0, { error: 'must be a whole number from 0 to 65535' })
    .max(65535, { error: 'must be a whole number from 0 to 65535' })
    .default(3000),
  PUBLIC_URL: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const base = publicBase(value);
      if (!base) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be an absolute http(s) URL without user, query or fragment, e.g. https://travel.example',
        });
        return z.NEVER;
      }
      return base;
    })
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).max(128).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Karadeniz Travel <no-reply@karadeniz.travel>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  BUSINESS_TIMEZONE: z.string().min(1).default('Europe/Istanbul'),
  SEED_DEMO_DATA: bool.default(true),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().min(1).max(300).default('© OpenStreetMap contributors'),
  RESPONSE_CACHE: bool.default(true),
  REDIS_URL: z
    .string()
    .trim()
    .refine(isRedisUrl, 'must be a redis:// or rediss:// URL with a host, e.g. redis://127.0.0.1:6379')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits or . _ : -')
    .default('karadeniz:'),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  COMMENT_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(5),
  /** The travel data provider: the offline one (the default, deterministic) or the Amadeus-shaped API. */
  TRAVEL_PROVIDER: z.enum(['offline', 'amadeus']).default('offline'),
  TRAVEL_PROVIDER_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]+\/?$/, 'must be an http(s) address without a path, e.g. https://api.amadeus.com')
    .optional(),
  TRAVEL_PROVIDER_CLIENT_ID: z.string().trim().min(1).optional(),
  TRAVEL_PROVIDER_CLIENT_SECRET: z.string().trim().min(1).optional(),
  TRAVEL_PROVIDER_TIMEOUT_MS: millis.default(10_000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  DB_CONNECT_TIMEOUT_MS: millis.default(dbDefaults.connectMs),
  DB_ACQUIRE_TIMEOUT_MS: millis.default(dbDefaults.acquireMs),
  DB_STATEMENT_TIMEOUT_MS: millis.default(dbDefaults.statementMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: millis.default(dbDefaults.idleInTransactionMs),
  DB_READY_TIMEOUT_MS: millis.default(dbDefaults.readyMs),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  isProduction: boolean;
  /**
   * The site's public address, the one base of every absolute link (mails, feeds, canonical
   * pages): PUBLIC_URL, else this server's own address. Never ends with a slash.
   */
  publicUrl: string;
}

function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL as a link base (origin and path, no trailing slash), or null. */
function publicBase(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '::0', '0:0:0:0:0:0:0:0']);

/**
 * The address this server answers on, as a browser would reach it: `http://HOST:PORT`, with
 * `localhost` for a wildcard HOST (0.0.0.0, ::) and brackets around an IPv6 address.
 */
function ownAddress(host: string, port: number): string | null {
  const name = WILDCARD_HOSTS.has(host)
    ? 'localhost'
    : host.includes(':') && !host.startsWith('[')
      ? `[${host}]`
      : host;
  return publicBase(`http://${name}:${port}`);
}

/** Reads the environment once. Throws ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(lines);
  }
  const value = parsed.data;
  const problems: string[] = [];
  if (value.NODE_ENV === 'production' && !value.JWT_SECRET) {
    problems.push('JWT_SECRET: required when NODE_ENV=production');
  }
  if (value.TRAVEL_PROVIDER === 'amadeus')
    for (const name of [
      'TRAVEL_PROVIDER_URL',
      'TRAVEL_PROVIDER_CLIENT_ID',
      'TRAVEL_PROVIDER_CLIENT_SECRET',
    ] as const)
      if (!value[name]) problems.push(`${name}: required when TRAVEL_PROVIDER=amadeus`);
  try {
    new Intl.DateTimeFormat('en', { timeZone: value.BUSINESS_TIMEZONE });
  } catch {
    problems.push(`BUSINESS_TIMEZONE: unknown time zone "${value.BUSINESS_TIMEZONE}"`);
  }
  const publicUrl = value.PUBLIC_URL ?? ownAddress(value.HOST, value.PORT);
  if (!publicUrl) problems.push(`PUBLIC_URL: required, HOST "${value.HOST}" cannot be used in a link`);
  if (problems.length || !publicUrl) throw new ConfigError(problems);
  return { ...value, isProduction: value.NODE_ENV === 'production', publicUrl };
}

export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid configuration:\n${lines.join('\n')}`);
  }
}
