import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a repository method can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Plain SQL with positional parameters, for libraries that bring their own SQL (the job queue). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  migrate(): Promise<void>;
  /**
   * Follows a NOTIFY channel: `onMessage` for each notification, `onLive(false)` when the
   * listening connection drops (notifications may be missed until it is back: it reconnects by
   * itself) and `onLive(true)` once listening. Returns the way to stop.
   */
  listen(channel: NotifyChannel, onMessage: (payload: string) => void, onLive: (live: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(serverRoot, 'drizzle');

/**
 * The channels the database NOTIFYs on (its triggers, see the migrations): 'lc_auth_changed' when
 * sessions, users, their roles and groups, or roles' permissions change; 'lc_rows_changed', with
 * the table's name, when a table that processes cache from changes (db/change-feed.ts).
 */
export const NOTIFY_CHANNELS = ['lc_auth_changed', 'lc_rows_changed'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

type Notified = (channel: string, payload: string) => void;

/**
 * Every pooled connection LISTENs as it connects, before the pool hands it out: a session is told
 * of its own NOTIFY as its COMMIT returns, so a process sees its own changes before it replies
 * to the write, as with PGlite (the separate listening connection only covers other processes).
 */
function listeningClient(onNotified: Notified) {
  return class ListeningClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('notification', (n) => onNotified(n.channel, n.payload ?? ''));
    }

    // pg-pool connects with a callback; the LISTENs run before it is called.
    override connect(callback?: (err: Error) => void): never {
      const listening = super.connect().then(async () => {
        for (const channel of NOTIFY_CHANNELS) await this.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      });
      if (!callback) return listening as never;
      listening.then(() => callback(undefined as unknown as Error), callback);
      return undefined as never;
    }
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const onNotified: Notified = (channel, payload) => handlers.get(channel)?.forEach((handler) => handler(payload));
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: listeningClient(onNotified) });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows as unknown[] }),
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    listen: async (channel, onMessage, onLive) => {
      if (!(NOTIFY_CHANNELS as readonly string[]).includes(channel)) throw new Error(`not a notify channel: ${channel}`);
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set.add(onMessage));
      const stop = await listenPostgres(url, channel, onMessage, onLive);
      return async () => {
        set.delete(onMessage);
        await stop();
      };
    },
    close: () => pool.end(),
  };
}

const RECONNECT_MS = 1_000;

/** A connection of its own (a pooled one would be handed to queries), reconnecting when it drops. */
async function listenPostgres(url: string, channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    next.on('error', () => {}); // 'end' follows, and reconnects
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      onLive(false);
      void retry();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    onLive(true);
  };
  const retry = async () => {
    while (!stopped && !client) {
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS).unref());
      await connect().catch(() => undefined);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

/** Wraps an already-open PGlite instance (tests load one from a template dump). */
export function fromPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite runs parameterless text through exec(), which takes several statements at once.
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process holds the embedded database: its notifications arrive as its own queries end.
    listen: async (channel, onMessage, onLive) => {
      const stop = await client.listen(channel, onMessage);
      onLive(true);
      return stop;
    },
    close: async () => {
      await client.close();
      onClose();
    },
  };
}

/** The embedded database under DATA_DIR. One process only: a second one gets a clear error. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(`${dir}.lock`);
  try {
    const client = await PGlite.create(dir);
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export async function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

/** Raw SQL for the few queries the builder cannot say well; both drivers return `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
