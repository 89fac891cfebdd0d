import { describe, expect, it } from 'vitest';
import { type AppDeps, createModules, defineModule } from './module-kit';

// The kit never reads the deps itself; each module's create does.
const deps = {} as AppDeps;
// A stand-in for the region service: only its identity matters here.
const region = defineModule({ name: 'region', create: () => ({ service: { marker: 'region' } as never }) });

describe('createModules', () => {
  it('hands each module the services of the modules listed above it', () => {
    let seen: unknown;
    const user = defineModule({
      name: 'user-of-region',
      create: (_deps, use) => {
        seen = use('region');
        return {};
      },
    });
    const { services, modules } = createModules([region, user], deps);
    expect(seen).toEqual(expect.objectContaining({ marker: 'region' }));
    expect(services.region).toBe(seen);
    expect(modules.map((m) => m.name)).toEqual(['region', 'user-of-region']);
  });

  it('fails at start-up when a module uses one listed below it', () => {
    const eager = defineModule({ name: 'eager', create: (_deps, use) => (use('region'), {}) });
    expect(() => createModules([eager, region], deps)).toThrow('module eager uses region, which is not created before it');
  });

  it('resolves use.later at call time, and fails at start-up when that module is not listed at all', () => {
    let later: () => unknown = () => undefined;
    const lazy = defineModule({
      name: 'lazy',
      create: (_deps, use) => {
        later = use.later('region');
        return {};
      },
    });
    createModules([lazy, region], deps);
    expect(later()).toEqual(expect.objectContaining({ marker: 'region' }));
    expect(() => createModules([lazy], deps)).toThrow('module lazy uses region, which is not in the module list');
  });

  it('refuses a module listed twice', () => {
    expect(() => createModules([region, region], deps)).toThrow('module region is listed twice');
  });
});
