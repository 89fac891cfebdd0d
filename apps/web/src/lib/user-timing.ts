/**
 * A user timing entry from `start` (performance.now()) to now, for the benches to read
 * (performance.getEntriesByName). Never in the way: a browser without it records nothing.
 */
export function measureSince(name: string, start: number) {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // an old browser's measure takes marks only: nothing to record
  }
}
