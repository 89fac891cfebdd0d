import { Column, Name, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';

/** A number per object (a column, a table, a parameter's encoder), given on first sight. */
const ids = new WeakMap<object, number>();
let nextId = 0;
export const idOf = (o: object) => {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = ++nextId));
  return id;
};

/** A value as text that tells its type apart (1 from '1', a Date from its ISO string). */
export const valueKey = (v: unknown) =>
  v instanceof Date
    ? `D${v.toISOString()}`
    : `${typeof v}${JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? String(x) : x))}`;

/** Appends a chunk's structure and values to `out`; false for a kind it does not know (then the caller renders instead). */
function walk(chunk: unknown, out: string[]): boolean {
  if (chunk === undefined) out.push('u');
  else if (chunk instanceof StringChunk) out.push('s', chunk.value.join(''));
  else if (chunk instanceof SQL) {
    // Chunks that render alike may inline or bind their parameters: that is part of the key.
    out.push((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams ? '(i' : '(');
    for (const c of chunk.queryChunks) if (!walk(c, out)) return false;
    out.push(')');
  } else if (Array.isArray(chunk)) {
    out.push('[');
    for (const c of chunk) if (!walk(c, out)) return false;
    out.push(']');
  } else if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder || chunk.value instanceof SQL) return false;
    out.push('p', String(idOf(chunk.encoder as object)), valueKey(chunk.value));
  } else if (chunk instanceof Column) out.push('c', String(idOf(chunk)));
  else if (chunk instanceof Table) out.push('t', String(idOf(chunk)));
  else if (chunk instanceof Name) out.push('n', chunk.value);
  // A value written straight into a sql`` template is a parameter without an encoder.
  else if (chunk === null || chunk instanceof Date || ['string', 'number', 'boolean', 'bigint'].includes(typeof chunk))
    out.push('v', valueKey(chunk));
  else return false;
  return true;
}

/**
 * A key for a piece of SQL made from its structure and values without rendering it: the same
 * objects (columns, tables, encoders by identity), the same text and the same values give the
 * same key, so two keys are equal only where the SQL and its parameters would be. Null when it
 * holds a kind of chunk this does not know (a subquery, a placeholder, an alias): render it then.
 * Rendering costs drizzle's per-chunk type checks; this walk costs `instanceof` (issue 31).
 */
export function structuralKey(chunks: readonly unknown[]): string | null {
  const out: string[] = [];
  for (const chunk of chunks) if (!walk(chunk, out)) return null;
  return out.join('\u0001');
}

/** Keys already made for a WHERE object, by the walk that made them (db/prepared-where.ts's, on a list's page). */
const whereKeys = new WeakMap<SQL, string | null>();

/** Records `key` as `where`'s: the walk of its page gave one, so its count need not walk it again. */
export const rememberWhereKey = (where: SQL, key: string) => void whereKeys.set(where, key);

/**
 * A WHERE's key: the one its page's walk recorded, else its structural key (kept with the object:
 * SQL is never changed once built). Two keys of one kind are equal only where the SQL and its
 * parameters are; keys of the two kinds never are (their prefixes differ).
 */
export function whereKeyOf(where: SQL): string | null {
  let key = whereKeys.get(where);
  if (key === undefined) {
    const structural = structuralKey([where]);
    whereKeys.set(where, (key = structural === null ? null : `S:${structural}`));
  }
  return key;
}
