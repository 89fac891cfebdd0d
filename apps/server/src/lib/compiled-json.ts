import { z } from 'zod';

/**
 * A reply's JSON written straight from the contract's zod schema, walked once per route (issue 31:
 * zod's encode and then JSON.stringify cost a list 8 % of its CPU). It writes what
 * `JSON.stringify(z.encode(schema, data))` writes wherever the schema only checks values: each
 * object names its keys in the schema's order and drops every key the schema does not name (zod's
 * encode does too: an unnamed field, an unmasked ID number say, never leaks). Where a part could
 * change a value (a transform, codec, default, catch, overwrite check such as `.trim()`) or needs
 * zod to choose (a union, a date, a lazy or custom type), that part is encoded by zod itself.
 *
 * It checks each value's kind, not zod's refinements (lengths, ranges): a value of the wrong kind
 * throws ReplyMismatch, and the caller then lets zod encode the whole reply (and fail as it would).
 * A frozen object's JSON is kept (by identity) and written again: freeze only what is frozen all
 * the way down (deepFreeze), as a reply kept across requests is.
 */
export type JsonWriter = (value: unknown) => string | undefined; // undefined: an absent optional value

export class ReplyMismatch extends Error {}
const mismatch = (): never => {
  throw new ReplyMismatch('the reply does not match its contract');
};

type Def = z.core.$ZodTypes['_zod']['def'];
const changesValues = (schema: z.core.$ZodType) => (schema._zod.def.checks ?? []).some((check) => check._zod.def.check === 'overwrite');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** zod's own encode for a part the writer does not model: exact, at zod's price. */
const byZod =
  (schema: z.core.$ZodType): JsonWriter =>
  (value) => {
    const result = z.safeEncode(schema, value);
    return result.success ? JSON.stringify(result.data) : mismatch();
  };

/** The schema's writer, and the kinds of the parts it leaves to zod (none: zod is never called). */
export function compileJson(schema: z.core.$ZodType): { write: JsonWriter; leftToZod: string[] } {
  const writers = new Map<z.core.$ZodType, JsonWriter | null>(); // null: being compiled (a recursive schema)
  const leftToZod = new Set<string>();
  const toZod = (s: z.core.$ZodType, why: string) => {
    leftToZod.add(why);
    return byZod(s);
  };
  const compile = (s: z.core.$ZodType): JsonWriter => {
    const known = writers.get(s);
    if (known) return known;
    if (known === null) return (v) => writers.get(s)!(v);
    writers.set(s, null);
    const def = s._zod.def as Def;
    const writer = changesValues(s) ? toZod(s, `${def.type} that changes values`) : writerOf(s, def, compile, toZod);
    writers.set(s, writer);
    return writer;
  };
  return { write: compile(schema), leftToZod: [...leftToZod] };
}

function writerOf(
  s: z.core.$ZodType,
  def: Def,
  compile: (s: z.core.$ZodType) => JsonWriter,
  toZod: (s: z.core.$ZodType, why: string) => JsonWriter,
): JsonWriter {
  switch (def.type) {
    case 'string':
      return (v) => (typeof v === 'string' ? JSON.stringify(v) : mismatch());
    case 'number':
      return (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : mismatch());
    case 'boolean':
      return (v) => (v === true ? 'true' : v === false ? 'false' : mismatch());
    case 'null':
      return (v) => (v === null ? 'null' : mismatch());
    case 'unknown':
    case 'any':
      return (v) => JSON.stringify(v);
    case 'literal':
    case 'enum': {
      const values: unknown[] = def.type === 'literal' ? def.values : Object.values(def.entries);
      if (
        !values.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean' || v === null)
      )
        return toZod(s, `${def.type} of other values`);
      const allowed = new Set(values);
      return (v) => (allowed.has(v) ? JSON.stringify(v) : mismatch());
    }
    case 'optional': {
      const inner = compile(def.innerType);
      return (v) => (v === undefined ? undefined : inner(v));
    }
    case 'nullable': {
      const inner = compile(def.innerType);
      return (v) => (v === null ? 'null' : inner(v));
    }
    case 'readonly':
      return compile(def.innerType);
    case 'array': {
      const element = compile(def.element);
      return (v) => {
        if (!Array.isArray(v)) return mismatch();
        let out = '[';
        for (let i = 0; i < v.length; i++) out += (i === 0 ? '' : ',') + (element(v[i]) ?? 'null');
        return out + ']';
      };
    }
    case 'object': {
      if (def.catchall) return toZod(s, 'object with a catchall'); // strict or loose: zod decides about unnamed keys
      const fields = Object.entries(def.shape).map(([key, field]) => ({ key, name: `${JSON.stringify(key)}:`, write: compile(field) }));
      const write = (v: Record<string, unknown>) => {
        let out = '';
        for (const { key, name, write } of fields) {
          const json = write(v[key]);
          if (json !== undefined) out += (out === '' ? '' : ',') + name + json;
        }
        return `{${out}}`;
      };
      // A frozen object is one a handler keeps and sends again (a signed-in user's info): written once.
      const kept = new WeakMap<object, string>();
      return (v) => {
        if (!isRecord(v)) return mismatch();
        if (!Object.isFrozen(v)) return write(v);
        let json = kept.get(v);
        if (json === undefined) kept.set(v, (json = write(v)));
        return json;
      };
    }
    case 'record': {
      const keyDef = def.keyType._zod.def as Def;
      if (keyDef.type !== 'string' || changesValues(def.keyType)) return toZod(s, `record of ${keyDef.type} keys`);
      const value = compile(def.valueType);
      return (v) => {
        if (!isRecord(v) || Object.getPrototypeOf(v) !== Object.prototype) return mismatch();
        let out = '';
        for (const key of Object.keys(v)) {
          const json = value(v[key]);
          if (json !== undefined) out += (out === '' ? '' : ',') + JSON.stringify(key) + ':' + json;
        }
        return `{${out}}`;
      };
    }
    default:
      return toZod(s, def.type);
  }
}

/** Freezes `value` and everything in it: a reply kept across requests, whose JSON the writer may then keep too. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
