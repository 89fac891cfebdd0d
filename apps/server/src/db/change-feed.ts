import type { DatabaseHandle, NotifyChannel } from './client';

/** The database names each changed table on this channel (migration 0016). */
export const ROWS_CHANGED_CHANNEL: NotifyChannel = 'lc_rows_changed';
/** The tables whose changes are announced (migrations 0016, 0021, 0061): only what is read from them may be kept. */
export const ANNOUNCED_TABLES = [
  'bills',
  'users',
  'departments',
  'bill_mortgages',
  'valuation_records',
  'grants',
  'grant_draws',
  'archive_items',
] as const;
export type AnnouncedTable = (typeof ANNOUNCED_TABLES)[number];

/**
 * The database's announcements of changed tables, as this process hears them. A stamp names the
 * state of some tables: it changes whenever one of them changes, and while the announcements are
 * not being heard there is no stamp at all, so nothing read then is kept.
 */
export function createChangeFeed() {
  const generations = new Map<string, number>();
  let hearing = false;
  /** Bumped whenever hearing starts or stops: what was stamped before may have missed a change. */
  let epoch = 0;
  const changed = (table: string) => generations.set(table, (generations.get(table) ?? 0) + 1);

  return {
    stamp(tables: readonly AnnouncedTable[]): string | null {
      return hearing ? `${epoch}:${tables.map((t) => generations.get(t) ?? 0).join(':')}` : null;
    },

    /** A change this process knows of before the database announces it. */
    changed,

    /** Hears the announcements until the returned function is called. */
    follow(database: Pick<DatabaseHandle, 'listen'>) {
      return database.listen(ROWS_CHANGED_CHANNEL, changed, (live) => {
        hearing = live;
        epoch += 1;
      });
    },
  };
}
export type ChangeFeed = ReturnType<typeof createChangeFeed>;

export type ChangeCacheOptions = {
  /** The tables every cached value is read from. */
  tables: readonly AnnouncedTable[];
  /** A backstop: an announced change drops an entry at once. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
};

/**
 * Values read from announced tables, kept until one of those tables changes (in any process
 * sharing the database) or the entry's lifetime ends. A read that began before a change is not
 * kept, so it cannot bring back what the change made stale.
 */
export function createChangeCache<V>(feed: ChangeFeed, { tables, ttlMs, maxEntries, now = Date.now }: ChangeCacheOptions) {
  const entries = new Map<string, { value: V; stamp: string; until: number }>();
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const stamp = feed.stamp(tables);
      const hit = entries.get(key);
      if (hit && stamp !== null && hit.stamp === stamp && hit.until > now()) return hit.value;
      if (hit) entries.delete(key);
      const value = await load();
      if (stamp !== null && feed.stamp(tables) === stamp) {
        // Oldest first out: a Map iterates in insertion order.
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, stamp, until: now() + ttlMs });
      }
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
export type ChangeCache<V> = ReturnType<typeof createChangeCache<V>>;
