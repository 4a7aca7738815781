import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

function outboxDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  return path.join(dir, 'outbox');
}

/** The newest mail sent to this address, decoded enough to read links (quoted-printable unfolded). */
export async function latestMailTo(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const files = (await readdir(outboxDir()))
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
      for (const f of files) {
        const raw = await readFile(path.join(outboxDir(), f), 'utf8');
        if (raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) {
          return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        }
      }
    } catch {
      // no outbox yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email} within ${timeoutMs} ms`);
}
