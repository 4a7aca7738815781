import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../plugins/errors.ts';
import { openTestDatabase } from '../test/harness.ts';
import { refusedInputCode } from './refused-input.ts';

/**
 * Values that reach the database past the input schemas (no route lets them through any more:
 * here a bare route sends them) get a 400 problem answer from the error handler, never a 500.
 */
let app: FastifyInstance;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  const db = opened.database.db;
  app = Fastify();
  await app.register(errorsPlugin);
  const send = (value: string, type: 'text' | 'date' | 'int' | 'timestamptz') =>
    db.execute(sql`select ${value}::${sql.raw(type)} as v`);
  app.get('/nul', async () => send('Uzung\u0000öl', 'text'));
  app.get('/year-zero', async () => send('0000-01-01', 'date'));
  app.get('/not-a-date', async () => send('2027-02-30', 'date'));
  app.get('/huge-number', async () => send('99999999999', 'int'));
  app.get('/bug', async () => db.execute(sql`select * from no_such_table`));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await drop();
});

describe('input the database refuses', () => {
  it.each([
    ['/nul', 'invalid_characters'],
    ['/year-zero', 'value_out_of_range'],
    ['/not-a-date', 'value_out_of_range'],
    ['/huge-number', 'value_out_of_range'],
  ])('%s answers 400 %s as problem+json', async (url, code) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 400, code });
  });

  it('leaves every other database failure a 500', async () => {
    const res = await app.inject({ url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal_error');
  });

  it('reads the SQLSTATE through wrapped errors', () => {
    const wrapped = new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '22021' }) });
    expect(refusedInputCode(wrapped)).toBe('invalid_characters');
    expect(refusedInputCode(Object.assign(new Error('x'), { code: '23505' }))).toBeNull();
    expect(refusedInputCode(new Error('no code'))).toBeNull();
  });
});
