import { createHash } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import stableStringify from 'safe-stable-stringify';
import type { Db, Executor, Tx } from '../db/client';
import { Unprocessable, keyed } from './errors';
import { idempotencyKeys } from './idempotency.table';

/** A money write's idempotency: which write, whose key, and the request it carries (without the key). */
export type IdempotencyClaim = { scope: string; userId: number; key: string; request: unknown };

/** SHA-256 of the request as canonical JSON: the same fields in any order hash the same. */
export const requestHash = (request: unknown) =>
  createHash('sha256')
    .update(stableStringify(request) ?? '')
    .digest('hex');

/** A key already recorded for another request is a 422; one recorded for this request, or not at all, passes. */
async function assertSameRequest(db: Executor, claim: IdempotencyClaim, hash: string) {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  if (row && row.requestHash !== hash) throw new Unprocessable(keyed('idempotencyMismatch'));
}

/**
 * The rule for every money write (architecture: each takes an idempotency key): the first request
 * with a key runs `write` and records the key with its request's hash in the same transaction; a
 * repeat of the same request gets what `earlier` finds (the first result), never a second write;
 * a repeat with a different request gets a 422, not the first result. Two racing repeats: the
 * key's primary key lets one win, and the loser returns the winner's result.
 */
export async function idempotentWrite<T>(
  db: Db,
  claim: IdempotencyClaim,
  earlier: () => Promise<T | undefined>,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  const hash = requestHash(claim.request);
  const replay = async () => {
    const found = await earlier();
    if (found !== undefined) await assertSameRequest(db, claim, hash);
    return found;
  };
  const before = await replay();
  if (before !== undefined) return before;
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(idempotencyKeys).values({ scope: claim.scope, userId: claim.userId, key: claim.key, requestHash: hash });
      return write(tx);
    });
  } catch (error) {
    const made = await replay();
    if (made !== undefined) return made;
    throw error;
  }
}
