import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jwtSecretFor } from './jwt-secret.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jwt-secret-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the signing secret', () => {
  it('is JWT_SECRET when set', async () => {
    const secret = 'configured-secret-that-is-long-enough-0123';
    expect(await jwtSecretFor({ JWT_SECRET: secret, DATA_DIR: dataDir })).toBe(secret);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('is generated once in DATA_DIR and kept across restarts', async () => {
    const first = await jwtSecretFor({ DATA_DIR: path.join(dataDir, 'data') });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await jwtSecretFor({ DATA_DIR: path.join(dataDir, 'data') })).toBe(first);
    expect(await readdir(path.join(dataDir, 'data'))).toEqual(['jwt-secret']);
  });

  it('is the same for processes that start together on one DATA_DIR', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => jwtSecretFor({ DATA_DIR: dataDir })));
    expect(new Set(secrets).size).toBe(1);
    expect(await readdir(dataDir)).toEqual(['jwt-secret']);
  });
});
