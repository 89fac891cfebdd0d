import fc from 'fast-check';
import { z } from 'zod';

/*
 * Values a route's own zod schema describes, as fast-check arbitraries. zod 4 prints a schema as
 * JSON Schema (z.toJSONSchema); this maps the JSON Schema subset that prints to to fast-check.
 * (zod-fast-check, the library for this, supports zod 3 only.) Custom checks do not print, so
 * many generated values still fail validation: that is fine, the fuzzer wants both kinds.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const INT32 = 2 ** 31;
/** Generated text stays short; the hostile values bring the long ones. */
const MAX_TEXT = 40;
const MAX_ITEMS = 4;

const anything: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

/** A zod schema (as fastify-type-provider-zod keeps it on the route) as JSON Schema; undefined for anything else. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= 200);
    } catch {
      // a pattern JavaScript cannot compile here: plain text
    }
  }
  switch (s.format) {
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    default:
  }
  const minLength = Math.min(s.minLength ?? 0, MAX_TEXT);
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? MAX_TEXT, MAX_TEXT));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'grapheme' }));
}

function numberOf(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : -INT32);
  const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : INT32);
  const min = Math.max(low, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(Math.max(high, min), Number.MAX_SAFE_INTEGER);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectOf(s: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) model[key] = arbitraryOf(value, root, depth + 1);
  const required = (s.required ?? []).filter((k) => k in model);
  return fc.record(model, { requiredKeys: required });
}

/** An arbitrary for a JSON Schema node; `root` resolves `$ref`s, `depth` stops recursive schemas. */
export function arbitraryOf(s: JsonSchema | boolean | undefined, root: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (s === undefined || s === true || depth > 6) return anything;
  if (s === false) return fc.constant(undefined);
  if (s.$ref) {
    const name = s.$ref.replace(/^#\/\$defs\//, '');
    return arbitraryOf(s.$ref === '#' ? root : root.$defs?.[name], root, depth + 1);
  }
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((c) => arbitraryOf(c, root, depth + 1)));
  if (s.allOf && s.allOf.length > 0) return arbitraryOf(s.allOf[0], root, depth + 1);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => arbitraryOf({ ...s, type }, root, depth)));
  switch (s.type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((item) => arbitraryOf(item, root, depth + 1)));
      const item = Array.isArray(s.items) ? s.items[0] : s.items;
      const minLength = Math.min(s.minItems ?? 0, MAX_ITEMS);
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(arbitraryOf(item, root, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectOf(s, root, depth);
    default:
      return s.properties ? objectOf(s, root, depth) : anything;
  }
}

/** Values the zod schema describes; undefined when the route declares none. */
export function arbitraryForZod(schema: unknown): fc.Arbitrary<unknown> | undefined {
  const json = jsonSchemaOf(schema);
  return json && arbitraryOf(json, json);
}
