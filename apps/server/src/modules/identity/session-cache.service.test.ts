import { describe, expect, it } from 'vitest';
import type { LoadedSession } from './session.repository';
import { createSessionCache } from './session-cache.service';

const session = (over: Partial<LoadedSession> = {}): LoadedSession =>
  ({ startedAt: new Date(), lastSeenAt: new Date(), revoked: false, userActive: true, user: { id: 1 }, ...over }) as LoadedSession;

/** A cache following a change feed the test drives, with a clock the test moves. */
function setUp(ttlMs = 1_000) {
  let now = 0;
  let live: (live: boolean) => void = () => {};
  let notify: (payload: string) => void = () => {};
  const cache = createSessionCache({ ttlMs, maxEntries: 3, now: () => now });
  const follow = () =>
    cache.follow({
      listen: async (_channel, onMessage, onLive) => {
        notify = onMessage;
        live = onLive;
        onLive(true);
        return async () => {};
      },
    });
  let loads = 0;
  const loader = (value: LoadedSession | null) => async () => {
    loads += 1;
    return value;
  };
  return {
    cache,
    follow,
    loader,
    loads: () => loads,
    tick: (ms: number) => (now += ms),
    notify: () => notify(''),
    live: (v: boolean) => live(v),
  };
}

describe('session cache', () => {
  it('answers a warm session without loading it again, until its lifetime ends', async () => {
    const s = setUp();
    await s.follow();
    const live = session();
    expect(await s.cache.resolve('a', s.loader(live))).toBe(live);
    expect(await s.cache.resolve('a', s.loader(null))).toBe(live);
    expect(s.loads()).toBe(1);
    s.tick(1_001);
    expect(await s.cache.resolve('a', s.loader(null))).toBeNull();
    expect(s.loads()).toBe(2);
  });

  it('forgets everything when the database says something changed', async () => {
    const s = setUp();
    await s.follow();
    await s.cache.resolve('a', s.loader(session()));
    s.notify();
    expect(await s.cache.resolve('a', s.loader(null))).toBeNull();
    expect(s.loads()).toBe(2);
  });

  it('does not keep a load that a change overtook', async () => {
    const s = setUp();
    await s.follow();
    let release: (v: LoadedSession) => void = () => {};
    const slow = s.cache.resolve('a', () => new Promise((resolve) => (release = resolve)));
    s.notify(); // a revocation committed while the old row was being read
    release(session());
    await slow;
    await s.cache.resolve('a', s.loader(null));
    expect(s.loads()).toBe(1); // the second resolve loaded: nothing was cached
    expect(s.cache.size).toBe(0);
  });

  it('keeps nothing while the change feed is not followed, or is down', async () => {
    const s = setUp();
    await s.cache.resolve('a', s.loader(session()));
    expect(s.cache.size).toBe(0);
    await s.follow();
    await s.cache.resolve('a', s.loader(session()));
    expect(s.cache.size).toBe(1);
    s.live(false);
    expect(s.cache.size).toBe(0);
    await s.cache.resolve('a', s.loader(session()));
    expect(s.cache.size).toBe(0);
    s.live(true);
    await s.cache.resolve('a', s.loader(session()));
    expect(s.cache.size).toBe(1);
  });

  it('never keeps an unknown, revoked or disabled session', async () => {
    const s = setUp();
    await s.follow();
    await s.cache.resolve('a', s.loader(null));
    await s.cache.resolve('b', s.loader(session({ revoked: true })));
    await s.cache.resolve('c', s.loader(session({ userActive: false })));
    expect(s.cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const s = setUp();
    await s.follow();
    for (const token of ['a', 'b', 'c', 'd']) await s.cache.resolve(token, s.loader(session()));
    expect(s.cache.size).toBe(3);
    await s.cache.resolve('a', s.loader(null));
    expect(s.loads()).toBe(5); // 'a' was dropped and loaded again
  });
});
