import { performance } from 'node:perf_hooks';

/**
 * Times the phases of start-up so a slow start says where it went. The first phase starts at
 * process start (performance.timeOrigin), so "load" is the time spent loading and transpiling code.
 */
export function startupPhases() {
  const phases: Record<string, number> = {};
  let last = 0;
  return {
    mark(name: string) {
      const now = performance.now();
      phases[name] = Math.round(now - last);
      last = now;
    },
    summary: () => ({ phasesMs: { ...phases }, totalMs: Math.round(performance.now()) }),
  };
}
