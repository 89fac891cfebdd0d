import { describe, expect, it } from 'vitest';
import { createChangeCache, createChangeFeed } from './change-feed';

/** A feed over a stand-in for the database's listen(): the test announces changes and drops the connection. */
function setup(ttlMs = 60_000) {
  let now = 0;
  let announce: (table: string) => void = () => {};
  let live: (live: boolean) => void = () => {};
  const feed = createChangeFeed();
  const follow = () =>
    feed.follow({
      listen: async (_channel, onMessage, onLive) => {
        announce = onMessage;
        live = onLive;
        onLive(true);
        return async () => {};
      },
    });
  const cache = createChangeCache<number>(feed, { tables: ['bills'], ttlMs, maxEntries: 2, now: () => now });
  let loads = 0;
  const read = (key: string, value = 7) =>
    cache.get(key, async () => {
      loads += 1;
      return value;
    });
  return {
    feed,
    cache,
    follow,
    read,
    announce: (table: string) => announce(table),
    drop: () => live(false),
    loads: () => loads,
    advance: (ms: number) => (now += ms),
  };
}

describe('change cache', () => {
  it('keeps nothing until the feed is heard', async () => {
    const s = setup();
    await s.read('a');
    await s.read('a');
    expect(s.loads()).toBe(2);
    await s.follow();
    await s.read('a');
    await s.read('a');
    expect(s.loads()).toBe(3);
  });

  it("drops a value when one of its tables changes, and not for another table's change", async () => {
    const s = setup();
    await s.follow();
    await s.read('a');
    s.announce('users');
    await s.read('a');
    expect(s.loads()).toBe(1);
    s.announce('bills');
    expect(await s.read('a', 8)).toBe(8);
    expect(s.loads()).toBe(2);
  });

  it('does not keep a read that a change overtook', async () => {
    const s = setup();
    await s.follow();
    await s.cache.get('a', async () => {
      s.announce('bills'); // committed while the old rows were being read
      return 1;
    });
    expect(await s.read('a', 2)).toBe(2);
    expect(await s.read('a', 3)).toBe(2); // this one was kept
  });

  it('keeps nothing while the connection is down, nor what was kept before it dropped', async () => {
    const s = setup();
    await s.follow();
    await s.read('a');
    s.drop();
    await s.read('a');
    await s.read('a');
    expect(s.loads()).toBe(3);
  });

  it('ends an entry after its lifetime and holds at most maxEntries', async () => {
    const s = setup(1_000);
    await s.follow();
    await s.read('a');
    s.advance(1_001);
    await s.read('a');
    expect(s.loads()).toBe(2);
    await s.read('b');
    await s.read('c'); // 'a' goes: the oldest
    expect(s.cache.size).toBe(2);
    await s.read('a');
    expect(s.loads()).toBe(5);
  });
});
