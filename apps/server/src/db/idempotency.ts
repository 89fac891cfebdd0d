import { createHash } from 'node:crypto';

import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import stableStringify from 'safe-stable-stringify';
import type { Db, Executor } from './client';
import { Conflict, Unprocessable, keyed } from '../lib/errors';
import { idempotencyKeys } from './idempotency.table';

/** A key answers repeats for this long after its first request (decision 0076); then it is forgotten. */
export const IDEMPOTENCY_RETENTION_DAYS = 7;
/** A first request still unfinished after this long died with its process: a repeat may take its key over. */
const ABANDONED_AFTER_MINUTES = 10;

/** A keyed write: which operation, whose key, and the request it carries (the key left out). */
export type IdempotencyClaim = { scope: string; userId: number; key: string; request: unknown };

/** The claim for a request body that carries its `idempotencyKey`: the rest of the body (and `extra`, e.g. path ids) is the request. */
export function claimOf<B extends { idempotencyKey: string }>(
  scope: string,
  userId: number,
  body: B,
  extra: object = {},
): IdempotencyClaim {
  const { idempotencyKey, ...rest } = body;
  return { scope, userId, key: idempotencyKey, request: { ...rest, ...extra } };
}

/** SHA-256 of the request as canonical JSON: the same fields in any order hash the same. */
export const requestHash = (request: unknown) =>
  createHash('sha256')
    .update(stableStringify(request) ?? '')
    .digest('hex');

const days = (n: number) => sql`now() - make_interval(days => ${n})`;
const minutes = (n: number) => sql`now() - make_interval(mins => ${n})`;
const thisKey = (c: IdempotencyClaim) =>
  and(eq(idempotencyKeys.scope, c.scope), eq(idempotencyKeys.userId, c.userId), eq(idempotencyKeys.key, c.key));

/**
 * Claims the key for this request: a new key, one past its retention, or one whose first request
 * was abandoned is (re)claimed in one statement; true when this request now holds it.
 */
async function claim(db: Db, c: IdempotencyClaim, hash: string) {
  const taken = await db
    .insert(idempotencyKeys)
    .values({ scope: c.scope, userId: c.userId, key: c.key, requestHash: hash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash: hash, createdAt: sql`now()`, reply: null, completedAt: null },
      setWhere: or(
        lt(idempotencyKeys.createdAt, days(IDEMPOTENCY_RETENTION_DAYS)),
        and(isNull(idempotencyKeys.completedAt), lt(idempotencyKeys.createdAt, minutes(ABANDONED_AFTER_MINUTES))),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** What the key already holds: another request's hash is a 422, a running first request a 409, else its answer. */
async function answerHeld<T>(db: Db, c: IdempotencyClaim, hash: string): Promise<T> {
  const [row] = await db.select().from(idempotencyKeys).where(thisKey(c));
  if (row && row.requestHash !== hash) throw new Unprocessable(keyed('idempotencyMismatch'));
  // No row: the first request failed and released the key just now; the client may simply retry.
  if (!row?.completedAt) throw new Conflict(keyed('idempotencyInFlight'));
  return (JSON.parse(row.reply ?? '{}') as { value: T }).value;
}

/**
 * The one idempotency rule (decision 0076, after the IETF Idempotency-Key draft), for every write
 * that takes a key. Keys are the user's, per operation, kept IDEMPOTENCY_RETENTION_DAYS:
 * - the first request claims the key (committed at once, so a repeat sees it), runs, and records
 *   its answer; if it fails the key is released, nothing having been written, and may be retried;
 * - a repeat with the same request gets the first answer again, never a second write;
 * - the same key with a different request is a 422 (idempotencyMismatch);
 * - a repeat while the first request still runs is a 409 (idempotencyInFlight).
 */
export async function idempotent<T>(db: Db, c: IdempotencyClaim, run: () => Promise<T>): Promise<T> {
  const hash = requestHash(c.request);
  if (!(await claim(db, c, hash))) return answerHeld<T>(db, c, hash);
  let value: T;
  try {
    value = await run();
  } catch (error) {
    await db.delete(idempotencyKeys).where(and(thisKey(c), isNull(idempotencyKeys.completedAt)));
    throw error;
  }
  await db
    .update(idempotencyKeys)
    .set({ reply: JSON.stringify({ value }), completedAt: sql`now()` })
    .where(thisKey(c));
  return value;
}

/** The keys past their retention, removed by the nightly housekeeping; returns how many. */
export async function pruneIdempotencyKeys(db: Executor, before: Date) {
  const gone = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ key: idempotencyKeys.key });
  return gone.length;
}

/**
 * The last guard of a write whose row carries its key under a unique index: the insert stood back,
 * so the key made a row before (past the rule's retention). The same answer as another request's key.
 */
export const keyAlreadyUsed = () => new Unprocessable(keyed('idempotencyMismatch'));
