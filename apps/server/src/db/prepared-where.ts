import { Column, Name, Param, Placeholder, SQL, type SQLChunk, StringChunk, Table } from 'drizzle-orm';
import { idOf, rememberWhereKey, valueKey } from './count-key';

/** A WHERE with its values taken out: what tells its SQL apart, the same SQL with placeholders, and the values they take. */
export type ParameterizedWhere = { shape: string; where: SQL | undefined; values: Record<string, unknown> };

/** `build`: make the WHERE with placeholders too (only a new shape's statement needs it; a request needs its shape and values). */
type Walk = { shape: string[]; values: Record<string, unknown>; n: number; build: boolean };

/** What a walk that builds nothing returns for a chunk it knows. */
const KNOWN = Symbol('known');

const isPrimitive = (chunk: unknown) =>
  chunk === null || chunk instanceof Date || ['string', 'number', 'boolean', 'bigint'].includes(typeof chunk);

/** The chunk with each value a placeholder, its structure appended to the shape; null for a kind it does not know. */
function rebuild(chunk: unknown, w: Walk): unknown {
  if (chunk === undefined) {
    w.shape.push('u');
    return chunk;
  }
  if (chunk instanceof StringChunk) {
    w.shape.push('s', chunk.value.join(''));
    return chunk;
  }
  if (chunk instanceof SQL) {
    // Inlined values are part of the text: such SQL is left to be built per call.
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return null;
    w.shape.push('(');
    const chunks = rebuildAll(chunk.queryChunks, w);
    w.shape.push(')');
    return chunks && (w.build ? new SQL(chunks as SQLChunk[]) : KNOWN);
  }
  if (Array.isArray(chunk)) {
    w.shape.push('[');
    const chunks = rebuildAll(chunk, w);
    w.shape.push(']');
    return chunks && (w.build ? chunks : KNOWN);
  }
  if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder || chunk.value instanceof SQL) return null;
    // A null is sent as null, never through the encoder (which may not take one): it stays in the text's shape.
    if (chunk.value === null) {
      w.shape.push('p0');
      return chunk;
    }
    const name = `w${w.n++}`;
    w.values[name] = chunk.value;
    w.shape.push('p', String(idOf(chunk.encoder as object)));
    return w.build ? new Param(new Placeholder(name), chunk.encoder) : KNOWN;
  }
  if (chunk instanceof Column) {
    w.shape.push('c', String(idOf(chunk)));
    return chunk;
  }
  if (chunk instanceof Table) {
    w.shape.push('t', String(idOf(chunk)));
    return chunk;
  }
  if (chunk instanceof Name) {
    w.shape.push('n', chunk.value);
    return chunk;
  }
  // A value written straight into a sql`` template: a parameter without an encoder.
  if (isPrimitive(chunk)) {
    const name = `w${w.n++}`;
    w.values[name] = chunk;
    w.shape.push('v');
    return w.build ? new Placeholder(name) : KNOWN;
  }
  return null;
}

function rebuildAll(chunks: readonly unknown[], w: Walk): unknown[] | null {
  const out: unknown[] = [];
  for (const chunk of chunks) {
    const made = rebuild(chunk, w);
    if (made === null) return null;
    if (w.build) out.push(made);
  }
  return out;
}

/**
 * A list's WHERE as a statement prepared once per shape can take it (issue 31): the shape names
 * its SQL with the values left out (the same columns, tables and encoders by identity, the same
 * text, as many values), the WHERE is the same SQL with each value a placeholder, and `values`
 * binds them. Two WHEREs of one shape make the same SQL text. Null where the WHERE holds a kind of
 * chunk this does not know (a subquery, an alias, a placeholder, inlined values): build it per call then.
 */
export function parameterizeWhere(where: SQL | undefined): ParameterizedWhere | null {
  return walkWhere(where, true);
}

/** A WHERE's shape and values alone (what a request binds to a statement already prepared): no SQL made. */
export function whereShape(where: SQL | undefined): Omit<ParameterizedWhere, 'where'> | null {
  return walkWhere(where, false);
}

function walkWhere(where: SQL | undefined, build: boolean): ParameterizedWhere | null {
  if (!where) return { shape: '', where, values: {} };
  const w: Walk = { shape: [], values: {}, n: 0, build };
  const rebuilt = rebuild(where, w);
  if (rebuilt === null) return null;
  const shape = w.shape.join('\u0001');
  // The shape and the values in order name the SQL and its parameters: the list's count keys its total by them (no second walk).
  rememberWhereKey(where, `P:${shape}\u0002${Object.values(w.values).map(valueKey).join('\u0001')}`);
  return { shape, where: build ? (rebuilt as SQL) : undefined, values: w.values };
}
