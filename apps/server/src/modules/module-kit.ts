import type { Endpoint, MaskKind } from '@lc/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import type { ScopeFilter } from '../core/data-scope';
import type { SessionUser } from '../core/session-user';
import type { ChangeFeed } from '../db/change-feed';
import type { DatabaseHandle, Db } from '../db/client';
import type { BillOwnerFollower } from '../db/follow-bill-owner';
import type { FileStorage } from '../lib/file-storage';
import type { JobQueue } from '../lib/jobs';
import type { Clock } from '../lib/time';

/** What every module may take at start-up: the app's infrastructure, never another module. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  files: FileStorage;
  log: FastifyBaseLogger;
  /** The database's announcements of changed tables: what processes may cache until they change (db/change-feed.ts). */
  changes: ChangeFeed;
};

/**
 * The demo seeds run before the modules are created, and record their rows in demo users' names:
 * the top-level seed (seed/seed.ts) hands them this finder, as only identity reads its users.
 */
export type FindDemoUser = (
  mobile: string,
) => Promise<{ id: number; realName: string; areaCode: string; departmentCode: string | null } | null>;

/**
 * Each module's public service, by module name. A module adds its entry in its manifest file
 * (`declare module '../module-kit'`), as Fastify's plugins add to FastifyInstance, so that
 * `use('bill')` is typed without this file knowing the bill module.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleServices {}
export type ModuleName = keyof ModuleServices;

/** Another module's service: now (created above in the list), or `later` (at request time). */
export type Use = {
  <N extends ModuleName>(name: N): ModuleServices[N];
  /** For a module created further down the list; whether it exists is checked once all are created. */
  later<N extends ModuleName>(name: N): () => ModuleServices[N];
};

// What a module offers the shared registries (ModuleParts below). The kit defines them, so that it
// knows no module: the export, sensitive and home modules keep the registries, not their types.

/** Excel column; money and dates stay text (decimal strings, Shanghai dates) so nothing is rounded. */
export type ExportColumn = { header: string; key: string; width?: number };
export type ExportRow = Record<string, string | number | null>;

/**
 * What a module offers for export. The export module gives it a route at its endpoint's path behind
 * the endpoint's permission, queues the work, streams the rows into an encrypted file, and tracks progress.
 */
export type ExportSource<P extends Record<string, unknown> = Record<string, unknown>> = {
  key: string;
  /** The list's export endpoint from its module's contract (exportEndpoint): path, permission and filter. */
  endpoint: Pick<Endpoint, 'method' | 'domain' | 'path' | 'access'> & { filter: z.ZodType<P> };
  sheetName: string;
  columns: ExportColumn[];
  /** Rows the file will hold, for progress; null when too costly to know. */
  count(scope: ScopeFilter, params: P): Promise<number | null>;
  /** The rows in order, a batch at a time (keyset paging inside), within the scope. */
  batches(scope: ScopeFilter, params: P, batchSize: number): AsyncIterable<ExportRow[]>;
};

/** A record's values of its sensitive fields; null or missing when the record has none. */
export type SensitiveValues = Readonly<Record<string, string | null | undefined>>;

/**
 * A module's sensitive fields, registered for the desensitised-data viewer. `load` must apply
 * `permission`'s data scope itself and answer null (or throw NotFound) for a record that does
 * not exist or lies outside it: the viewer then reveals nothing and audits nothing.
 */
export type SensitiveSource = {
  entity: string;
  permission: string;
  /** Each field the viewer may show, with the rule that masks it. */
  fields: Readonly<Record<string, MaskKind>>;
  load(user: SessionUser, id: string): Promise<SensitiveValues | null>;
};

/**
 * The pending-item count behind a home tile. A count runs only for users who hold its
 * permission, and must apply that permission's data scope itself.
 */
export type BadgeSource = { key: string; permission: string; count(user: SessionUser): Promise<number> };

/** What a module hands the app besides its service: routes, and what it offers the shared registries. */
export type ModuleParts = {
  /** Registered in a plugin of their own, so a module's hooks and parsers stay its own. */
  routes?: (app: FastifyInstance) => Promise<unknown>;
  exportSources?: ExportSource[];
  sensitiveSources?: SensitiveSource[];
  badges?: BadgeSource[];
  /** Rows that copy a bill's scope columns, moved with the bill when it changes hands (order transfer). */
  billOwnerFollowers?: BillOwnerFollower[];
};
type ServiceOf<N extends string> = N extends ModuleName ? { service: ModuleServices[N] } : { service?: undefined };

export type ModuleManifest<N extends string> = {
  name: N;
  create(deps: AppDeps, use: Use): ModuleParts & ServiceOf<N>;
};

/** A module: its name and how it is created (STYLE §4: services are factories, wired in one place). */
export const defineModule = <const N extends string>(manifest: ModuleManifest<N>) => manifest;

/** Any module of the list, whatever its service. */
export type AnyModule = { name: string; create(deps: AppDeps, use: Use): ModuleParts & { service?: unknown } };
export type CreatedModule = ModuleParts & { name: string; service?: unknown };

/**
 * Creates the modules in list order. `use` of a module not created yet fails here, at start-up;
 * so does a `use.later` of a module that is not in the list at all.
 */
export function createModules(list: readonly AnyModule[], deps: AppDeps) {
  const services = new Map<string, unknown>();
  const wanted: { by: string; name: string }[] = [];
  const created: CreatedModule[] = [];
  for (const manifest of list) {
    if (created.some((m) => m.name === manifest.name)) throw new Error(`module ${manifest.name} is listed twice`);
    const use = ((name: string) => {
      if (!services.has(name))
        throw new Error(`module ${manifest.name} uses ${name}, which is not created before it: list ${name} above it, or use.later`);
      return services.get(name);
    }) as Use;
    use.later = ((name: string) => {
      wanted.push({ by: manifest.name, name });
      return () => services.get(name);
    }) as Use['later'];
    const parts = manifest.create(deps, use);
    services.set(manifest.name, parts.service);
    created.push({ ...parts, name: manifest.name });
  }
  const missing = wanted.find((w) => !services.has(w.name));
  if (missing) throw new Error(`module ${missing.by} uses ${missing.name}, which is not in the module list`);
  // Each manifest's service is typed by its name (defineModule), so the map is ModuleServices once all are in.
  return { services: Object.fromEntries(services) as unknown as ModuleServices, modules: created };
}
