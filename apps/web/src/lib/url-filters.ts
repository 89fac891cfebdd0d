/** List state lives in the URL (STYLE §6): filters and paging survive reloads and the back button. */
export function readFilters(search: URLSearchParams, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = { pageNum: search.get('pageNum') ?? '1', pageSize: search.get('pageSize') ?? '10' };
  for (const k of keys) {
    const v = search.get(k);
    if (v) out[k] = v;
  }
  return out;
}

export function writeFilters(current: Record<string, string>, patch: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams();
  const merged: Record<string, string | undefined> = { ...current, ...patch };
  for (const [k, v] of Object.entries(merged)) if (v !== undefined && v !== '') next.set(k, v);
  return next;
}
