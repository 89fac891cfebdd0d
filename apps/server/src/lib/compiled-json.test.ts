import * as shared from '@lc/shared';
import { type Endpoint, envelope } from '@lc/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJson, deepFreeze } from './compiled-json';

/*
 * The compiled writer must write exactly what zod's encode and JSON.stringify write, drop every
 * field the contract does not name, and leave to zod what only zod can do.
 */
const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));
const write = (schema: z.ZodType, data: unknown) => compileJson(schema).write(data);
const SECRET = '110101199001011234'; // an unmasked ID number a row might carry

describe('compiled JSON writer', () => {
  it('drops fields the contract does not name, at every depth', () => {
    const schema = envelope(z.object({ list: z.array(z.object({ name: z.string(), idCard: z.string().nullable() })), total: z.number() }));
    const data = { code: 200, msg: 'ok', data: { list: [{ name: 'a', idCard: '1101**', rawIdCard: SECRET }], total: 1, sql: SECRET } };
    const json = write(schema, data);
    expect(json).toBe(viaZod(schema, data));
    expect(json).not.toContain(SECRET);
  });

  it('keeps the schema’s key order, leaves out absent optionals, writes null and nested arrays', () => {
    const schema = z.object({
      b: z.number().int(),
      a: z.string().optional(),
      c: z.array(z.array(z.boolean())).nullable(),
      d: z.enum(['x', 'y']),
    });
    for (const data of [
      { a: 'x', b: 1, c: [[true], []], d: 'y' },
      { b: -0, c: null, d: 'x', a: undefined },
    ]) {
      expect(write(schema, data)).toBe(viaZod(schema, data));
    }
  });

  it('writes records key by key, dropping nothing but absent optionals', () => {
    const schema = z.record(z.string(), z.object({ n: z.number() }));
    const data = { b: { n: 1, x: SECRET }, 2: { n: 2 }, a: { n: 3 } };
    expect(write(schema, data)).toBe(viaZod(schema, data));
  });

  it('leaves to zod what changes values or needs zod to choose, and still writes the same', () => {
    const schema = z.object({
      trimmed: z.string().trim(),
      when: z.date(),
      either: z.union([z.object({ kind: z.literal('a'), a: z.string() }), z.object({ kind: z.literal('b') })]),
      amount: z.codec(z.string(), z.number(), { decode: Number, encode: String }),
      strict: z.strictObject({ x: z.number() }),
    });
    const { write: writer, leftToZod } = compileJson(schema);
    expect(leftToZod.sort()).toEqual(['date', 'object with a catchall', 'pipe', 'string that changes values', 'union'].sort());
    const data = { trimmed: ' x ', when: new Date(0), either: { kind: 'a', a: 'y', z: SECRET }, amount: 12, strict: { x: 1 } };
    expect(writer(data)).toBe(viaZod(schema, data));
    expect(writer(data)).not.toContain(SECRET);
  });

  it('throws for a value of the wrong kind (the serializer then lets zod fail it)', () => {
    const schema = z.object({ name: z.string() });
    expect(() => write(schema, { name: { nested: SECRET } })).toThrow();
    expect(() => write(schema, {})).toThrow();
    expect(() => write(z.number(), Number.NaN)).toThrow();
  });

  it('writes a frozen object once (a reply kept across requests), and an unfrozen one every time', () => {
    const schema = z.object({ name: z.string(), tags: z.array(z.string()) });
    const { write } = compileJson(schema);
    const kept = deepFreeze({ name: 'a', tags: ['x'], secret: SECRET });
    expect(Object.isFrozen(kept.tags)).toBe(true);
    expect(write(kept)).toBe(viaZod(schema, kept));
    expect(write(kept)).toBe(write({ ...kept }));
    const live = { name: 'a', tags: ['x'] };
    write(live);
    live.tags.push('y');
    expect(write(live)).toBe(viaZod(schema, live));
  });

  it('follows a recursive schema', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    const data = { name: 'root', children: [{ name: 'leaf', children: [], extra: SECRET }] };
    expect(write(node, data)).toBe(viaZod(node, data));
  });
});

/* ---- every contract's reply, on samples made from its own schema ---- */

const isEndpoint = (v: unknown): v is Endpoint => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;
const endpoints = Object.values(shared as Record<string, unknown>).flatMap((v) =>
  typeof v === 'object' && v !== null && 'endpoints' in v && typeof v.endpoints === 'object' && v.endpoints !== null
    ? Object.values(v.endpoints).filter(isEndpoint)
    : [],
);

const STRINGS = [
  'a',
  '1.00',
  '2026-01-02',
  '2026-01-02 03:04:05',
  '2026-01-02T03:04:05.000Z',
  '13800000000',
  'a@b.cn',
  '110101199001011234',
  'BJ_11',
];
const NUMBERS = [1, 0, 2026, 0.5];
/** Whether zod encodes `value` (a refinement may throw on a value it did not expect). */
const encodes = (s: z.core.$ZodType, value: unknown) => {
  try {
    return z.safeEncode(s, value).success;
  } catch {
    return false;
  }
};
/** A value the schema accepts (sparse: optionals left out and nullables null), with an unnamed field on every object. */
function sample(s: z.core.$ZodType, sparse: boolean, depth = 0): unknown {
  const def = s._zod.def as z.core.$ZodTypes['_zod']['def'];
  const accepted = (candidates: unknown[]) => candidates.find((c) => encodes(s, c)) ?? candidates[0];
  switch (def.type) {
    case 'string':
      return accepted(STRINGS);
    case 'number':
      return accepted(NUMBERS);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'date':
      return new Date(0);
    case 'literal':
      return def.values[0];
    case 'enum':
      return Object.values(def.entries)[0];
    case 'optional':
      return sparse ? undefined : sample(def.innerType, sparse, depth);
    case 'nullable':
      return sparse ? null : sample(def.innerType, sparse, depth);
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return sample(def.innerType, sparse, depth);
    case 'pipe':
      return sample(def.out, sparse, depth);
    case 'union':
      return sample(def.options[sparse ? def.options.length - 1 : 0]!, sparse, depth);
    case 'array':
      return depth > 4 ? [] : [sample(def.element, sparse, depth + 1), sample(def.element, !sparse, depth + 1)];
    case 'record':
      return depth > 4 ? {} : { [String(sample(def.keyType, sparse, depth))]: sample(def.valueType, sparse, depth + 1) };
    case 'object':
      return Object.fromEntries([
        ...Object.entries(def.shape).map(([k, v]) => [k, sample(v, sparse, depth + 1)]),
        ['unnamedSecret', SECRET],
      ]);
    default:
      return undefined;
  }
}

describe('every contract’s reply', () => {
  it('is found (the walk over the shared package sees the contracts)', () => {
    expect(endpoints.length).toBeGreaterThan(200);
  });

  it('is written as zod’s encode writes it, without unnamed fields, on samples zod accepts', () => {
    let compared = 0;
    for (const e of endpoints.filter((e) => !e.file)) {
      const schema = envelope(e.reply ?? z.null());
      const { write } = compileJson(schema);
      for (const sparse of [false, true]) {
        const data = { code: 200, msg: 'success', data: e.reply ? sample(e.reply, sparse) : null };
        if (!encodes(schema, data)) continue; // a refinement the sampler does not meet
        const encoded = z.safeEncode(schema, data);
        compared++;
        const json = write(data);
        expect(json, `${e.method} ${e.path}`).toBe(JSON.stringify(encoded.data));
        if (!JSON.stringify(encoded.data).includes(SECRET)) expect(json, `${e.method} ${e.path}`).not.toContain(SECRET);
      }
    }
    // Most replies must be compared for this test to mean anything.
    expect(compared).toBeGreaterThan(endpoints.length);
  });
});
