import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lifecycle-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * A real start migrates and seeds the demo data (password hashing included): seconds on an idle
 * machine, much longer on two cores shared with a browser suite and other work.
 */
const START_BUDGET_MS = 90_000;

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  port: Promise<number>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const port = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
  port.catch(() => {
    // a start that fails on purpose never listens
  });
  return { child, output: () => out, port };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((r) => child.on('exit', (code) => r(code)));

describe('server process', () => {
  // Loading the server's sources takes seconds on two busy cores before the configuration is read.
  it(
    'stops with one clear line per bad variable',
    async () => {
      const { child, output } = start({ PORT: 'abc', DATABASE_URL: 'mysql://nope' });
      expect(await exitOf(child)).toBe(1);
      const lines = output().trim().split('\n');
      expect(lines).toContain('Configuration error: PORT: must be a whole number from 0 to 65535');
      expect(lines.some((l) => l.startsWith('Configuration error: DATABASE_URL:'))).toBe(true);
    },
    START_BUDGET_MS,
  );

  it(
    'on SIGTERM finishes the request in flight, then exits 0',
    async () => {
      const { child, port, output } = start({});
      const p = await port;
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
      const socket = net.connect(p, '127.0.0.1');
      await new Promise<void>((r) => socket.once('connect', () => r()));
      let answer = '';
      socket.on('data', (d) => {
        answer += d.toString();
      });
      const closed = new Promise<void>((r) => socket.once('close', () => r()));
      // Send the headers and half the body, signal, then the rest: the answer must still come.
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body.slice(0, 10));
      await new Promise((r) => setTimeout(r, 150));
      const exited = exitOf(child);
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      socket.write(body.slice(10));
      await closed;
      expect(answer, output()).toMatch(/^HTTP\/1\.1 401/);
      expect(await exited).toBe(0);
      expect(output()).toContain('shutting down');
    },
    START_BUDGET_MS,
  );

  it(
    'keeps the data between starts',
    async () => {
      // the previous test seeded dataDir on first start; a second start must not seed again
      const { child, port, output } = start({});
      await port;
      const exited = exitOf(child);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output()).not.toContain('seeded demo data');
    },
    START_BUDGET_MS,
  );
});
