/**
 * Answers kept by key, up to `maxKeys` keys, for work a hot path repeats on the same inputs (an
 * Accept-Language header, a scope's values, a count's key). The keys carry values from requests,
 * so past the bound everything is forgotten at once and made again on demand.
 */
export function createBoundedMemo<V>(maxKeys: number) {
  const kept = new Map<string, V>();
  return (key: string, make: () => V): V => {
    if (kept.has(key)) return kept.get(key) as V;
    if (kept.size >= maxKeys) kept.clear();
    const made = make();
    kept.set(key, made);
    return made;
  };
}
