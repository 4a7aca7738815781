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

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});

describe('PORT message', () => {
  it('says what a port must be', () => {
    expect(errorsOf({ PORT: 'abc' })).toEqual(['PORT: must be a whole number from 0 to 65535']);
  });
});
