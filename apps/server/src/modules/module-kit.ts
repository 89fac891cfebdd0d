import type { ChangeFeed } from '../db/change-feed';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle, Db } from '../db/client';
import type { FileStorage } from '../lib/file-storage';
import type { JobQueue } from '../lib/jobs';
import type { Clock } from '../lib/time';
import type { BillOwnerFollower } from './bill/bill-owner';
import type { ExportSource } from './export/export-source';
import type { BadgeSource } from './home/badge-registry';
import type { SensitiveSource } from './sensitive/sensitive-registry';

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
