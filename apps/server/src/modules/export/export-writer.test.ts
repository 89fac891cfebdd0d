import { describe, expect, it } from 'vitest';
import { readAhead } from './export-writer';

/** A source of `n` batches that records when each is asked for and whether it was closed. */
function source(n: number) {
  const log: string[] = [];
  async function* batches() {
    try {
      for (let i = 1; i <= n; i++) {
        log.push(`read ${i}`);
        await Promise.resolve();
        yield [i];
      }
    } finally {
      log.push('closed');
    }
  }
  return { log, batches: batches() };
}

describe('readAhead', () => {
  it('yields every batch in order, asking for the next one before the caller writes the current', async () => {
    const { log, batches } = source(3);
    const seen: number[] = [];
    for await (const [n] of readAhead(batches)) {
      log.push(`write ${n}`);
      seen.push(n!);
    }
    expect(seen).toEqual([1, 2, 3]);
    // The source ends (closed) while the last batch is being written.
    expect(log).toEqual(['read 1', 'read 2', 'write 1', 'read 3', 'write 2', 'closed', 'write 3']);
  });

  it('holds at most one batch ahead, and closes the source when the caller stops early', async () => {
    const { log, batches } = source(10);
    for await (const [n] of readAhead(batches)) if (n === 2) break;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.filter((l) => l.startsWith('read'))).toEqual(['read 1', 'read 2', 'read 3']);
    expect(log.at(-1)).toBe('closed');
  });
});
