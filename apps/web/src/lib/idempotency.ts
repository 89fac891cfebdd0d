import { useMemo, useRef } from 'react';

/** A fresh key for one money or record write (the server returns the first result for a repeated key). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-HTTP pages have no randomUUID; random bytes serve the same purpose.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key of one save: made on its first try and kept across retries until one succeeds, so a
 * retry after a lost reply writes once. `settle` after success; the next save gets a new key.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      take: () => (key.current ??= newIdempotencyKey()),
      settle: () => {
        key.current = null;
      },
    }),
    [],
  );
}
