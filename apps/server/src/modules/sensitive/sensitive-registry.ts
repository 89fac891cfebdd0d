import type { MaskKind } from '@lc/shared';
import type { SessionUser } from '../../core/session-user';

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

export function createSensitiveRegistry(initial: SensitiveSource[] = []) {
  const sources = new Map<string, SensitiveSource>();
  const register = (source: SensitiveSource) => {
    if (sources.has(source.entity)) throw new Error(`Sensitive entity ${source.entity} registered twice`);
    sources.set(source.entity, source);
  };
  initial.forEach(register);
  return { register, find: (entity: string) => sources.get(entity) };
}
export type SensitiveRegistry = ReturnType<typeof createSensitiveRegistry>;
