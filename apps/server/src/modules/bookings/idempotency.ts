import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@app/shared/bookings/schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { bookingsRepository } from './bookings.repository.ts';

/**
 * Idempotency-Key handling, all of it: a request names a key; the first request with that key
 * (per user, or per anonymous caller) writes it with its answer inside its own transaction; a
 * later request with the same key and the same body gets that answer again, one with another body
 * 422, one while the first is still running waits for it (409 if it finds it unanswered).
 */

/** JSON with sorted keys, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the route and the canonical body; card data only ever exists here as part of a hash. */
export function requestHash(route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${canonical(body)}`)
    .digest('hex');
}

export interface IdempotentRequest {
  scope: string;
  key: string;
  hash: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The request's key, checked (400 `idempotency_key_required` without a valid one), with its scope and body hash. */
export function idempotentRequest(
  rawKey: string | string[] | undefined,
  userId: string | null,
  route: string,
  body: unknown,
): IdempotentRequest {
  const key = String(rawKey ?? '').trim();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError(400, 'idempotency_key_required');
  return { scope: userId ?? 'anon', key, hash: requestHash(route, body) };
}

/** The answer stored for this key, or null when the key is new; 422 for another body, 409 while in progress. */
export async function storedAnswer(db: Db, request: IdempotentRequest): Promise<StoredAnswer | null> {
  const stored = await bookingsRepository(db).idempotencyKey(request.scope, request.key);
  if (!stored) return null;
  if (stored.requestHash !== request.hash) throw new AppError(422, 'idempotency_key_reused');
  if (stored.responseStatus === 0) throw new AppError(409, 'idempotency_in_progress');
  return { status: stored.responseStatus, body: stored.responseBody };
}

/** The key to write in the booking's transaction, with the answer a replay will get. */
export function keyWithAnswer(request: IdempotentRequest, answer: StoredAnswer) {
  return {
    scope: request.scope,
    key: request.key,
    requestHash: request.hash,
    status: answer.status,
    body: answer.body,
  };
}

/** After losing the claim: the winner's answer, or 409 while it is still running. */
export async function answerOfWinner(db: Db, request: IdempotentRequest): Promise<StoredAnswer> {
  const again = await storedAnswer(db, request);
  if (!again) throw new AppError(409, 'idempotency_in_progress');
  return again;
}

/**
 * After a request was refused before its commit (404, 409 sold out, 400…): a key used before
 * still gets its stored answer (422 for another body), as if it had been looked up first;
 * otherwise the refusal stands.
 */
export async function answerOrRefusal(
  db: Db,
  request: IdempotentRequest,
  refusal: unknown,
): Promise<StoredAnswer> {
  if (!(refusal instanceof AppError)) throw refusal;
  const stored = await storedAnswer(db, request);
  if (!stored) throw refusal;
  return stored;
}
