import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function errorsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.lines;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development', isProduction: false });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('names each bad variable on its own line', () => {
    const lines = errorsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.startsWith('PORT:'))).toBe(true);
    expect(lines.some((l) => l.startsWith('DATABASE_URL:'))).toBe(true);
    expect(lines.some((l) => l.startsWith('LOG_LEVEL:'))).toBe(true);
  });

  it('requires a JWT secret in production and rejects an unknown time zone', () => {
    expect(errorsOf({ NODE_ENV: 'production' })).toEqual(['JWT_SECRET: required when NODE_ENV=production']);
    expect(errorsOf({ BUSINESS_TIMEZONE: 'Mars/Olympus' })[0]).toMatch(/^BUSINESS_TIMEZONE:/);
  });

  it('wants a map tile template with {z}, {x} and {y}', () => {
    expect(errorsOf({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toEqual([
      'MAP_TILE_URL: must be an http(s) URL with {z}, {x} and {y}',
    ]);
    expect(errorsOf({ MAP_TILE_URL: 'https://{s}.example.org/{z}/{x}/{y}.png' })).toEqual([]);
  });

  it('takes a redis:// or rediss:// REDIS_URL for shared rate limits, none by default', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://:pw@cache.internal:6380/2' }).REDIS_URL).toBe(
      'rediss://:pw@cache.internal:6380/2',
    );
    for (const bad of ['127.0.0.1:6379', 'http://cache.internal', 'redis://'])
      expect(errorsOf({ REDIS_URL: bad }), bad).toEqual([
        'REDIS_URL: must be a redis:// or rediss:// URL with a host, e.g. redis://127.0.0.1:6379',
      ]);
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('karadeniz:');
    expect(errorsOf({ REDIS_KEY_PREFIX: 'has space' })).toEqual([
      'REDIS_KEY_PREFIX: must be 1 to 64 letters, digits or . _ : -',
    ]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});

describe('PUBLIC_URL, the base of every link in mails', () => {
  it('defaults to this server: localhost for a wildcard HOST, else HOST, with PORT', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4000' }).publicUrl).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ HOST: 'travel.internal', PORT: '80' }).publicUrl).toBe('http://travel.internal');
    expect(errorsOf({ HOST: 'not a host' })).toEqual([
      'PUBLIC_URL: required, HOST "not a host" cannot be used in a link',
    ]);
    expect(loadConfig({ HOST: 'not a host', PUBLIC_URL: 'https://travel.example' }).publicUrl).toBe(
      'https://travel.example',
    );
  });

  it('takes an absolute http(s) URL, without the trailing slashes', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://travel.example/' }).publicUrl).toBe('https://travel.example');
    expect(loadConfig({ PUBLIC_URL: ' https://Travel.Example/shop// ' }).publicUrl).toBe(
      'https://travel.example/shop',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:5173' }).publicUrl).toBe('http://localhost:5173');
  });

  it('refuses anything a link cannot start with, naming PUBLIC_URL', () => {
    for (const bad of [
      'travel.example',
      '/bookings',
      'ftp://travel.example',
      'javascript:alert(1)',
      'https://travel.example/?ref=mail',
      'https://travel.example/#top',
      'https://user:secret@travel.example',
    ]) {
      const lines = errorsOf({ PUBLIC_URL: bad });
      expect(lines, bad).toHaveLength(1);
      expect(lines[0]).toMatch(/^PUBLIC_URL: must be an absolute http\(s\) URL/);
    }
  });
});

describe('PORT message', () => {
  it('says what a port must be', () => {
    expect(errorsOf({ PORT: 'abc' })).toEqual(['PORT: must be a whole number from 0 to 65535']);
  });
});

describe('database pool', () => {
  it('keeps 20 connections at most by default, and can be set', () => {
    expect(loadConfig({}).DB_POOL_MAX).toBe(20);
    expect(loadConfig({ DB_POOL_MAX: '8' }).DB_POOL_MAX).toBe(8);
    expect(errorsOf({ DB_POOL_MAX: '0' })[0]).toMatch(/^DB_POOL_MAX: /);
  });
});

describe('database timeouts', () => {
  it('bound every wait on the database by default and can be set', () => {
    expect(loadConfig({})).toMatchObject({
      DB_CONNECT_TIMEOUT_MS: 2000,
      DB_ACQUIRE_TIMEOUT_MS: 3000,
      DB_STATEMENT_TIMEOUT_MS: 4000,
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 10_000,
      DB_READY_TIMEOUT_MS: 1000,
    });
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '15000' }).DB_STATEMENT_TIMEOUT_MS).toBe(15_000);
  });

  it('refuses a timeout that is not a sensible number of milliseconds', () => {
    expect(errorsOf({ DB_CONNECT_TIMEOUT_MS: '0', DB_STATEMENT_TIMEOUT_MS: '2s' })).toEqual([
      'DB_CONNECT_TIMEOUT_MS: must be a whole number of milliseconds from 50 to 600000',
      'DB_STATEMENT_TIMEOUT_MS: must be a whole number of milliseconds from 50 to 600000',
    ]);
  });
});
