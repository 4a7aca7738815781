import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * The secret that signs access tokens and seals stored secrets: JWT_SECRET, else (development) a
 * random one kept in DATA_DIR/jwt-secret so sessions survive restarts. The file is created whole
 * or not at all, so processes starting together on one DATA_DIR all end up with the first one's.
 * Processes on different machines share nothing of DATA_DIR: they need JWT_SECRET.
 */
export async function jwtSecretFor(config: Pick<Config, 'JWT_SECRET' | 'DATA_DIR'>): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.resolve(config.DATA_DIR, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${crypto.randomUUID()}`;
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
  await writeFile(draft, secret, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return (await readFile(file, 'utf8')).trim();
}
