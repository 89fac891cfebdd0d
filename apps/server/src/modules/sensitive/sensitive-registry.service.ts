import type { SensitiveSource } from '../module-kit';

/** The sources registered for the desensitised-data viewer, one per entity (SensitiveSource in the kit). */
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
