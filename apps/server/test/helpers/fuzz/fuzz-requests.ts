import fc from 'fast-check';
import type { RegisteredRoute } from '../../../src/plugins/access';
import { arbitraryForZod } from './schema-arbitrary';

/** One request the fuzzer sends, and the mutation that made it (for the failure message). */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  mutation: string;
};

const BIG = 'x'.repeat(100_000);
/** Deeply nested JSON, as text: JSON.stringify of a 5000-deep array would itself recurse. */
const DEEP = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`;

/** Text that has broken servers: ids out of range, NUL, huge, odd encodings, injection-shaped. */
export const HOSTILE_TEXT = [
  '999999999999',
  '2147483648',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e400',
  'NaN',
  'abc',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  BIG,
  '9'.repeat(400),
  '\uD800',
  '😀'.repeat(30),
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'null',
  'true',
  '[]',
  '{}',
  '2026-02-30',
  '0000-00-00',
  '99999-12-31T00:00:00Z',
];
/** JSON values of the wrong kind or size, and prototype keys (JSON.parse keeps "__proto__" as an own key). */
const HOSTILE_JSON: unknown[] = [
  ...HOSTILE_TEXT,
  999999999999,
  2147483648,
  -1,
  0,
  1.5,
  2 ** 53,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  {},
  Array.from({ length: 1000 }, () => 1),
  JSON.parse('{"__proto__":{"polluted":1}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":1}}}'),
  [BIG],
  { a: BIG },
];
const RAW_BODIES = ['{"a":', '{"a":1,}', 'null', '"text"', '[1,2', '\u0000', DEEP, DEEP_OBJECT, '{"__proto__":{"isAdmin":true}}', BIG];
const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'application/json; charset=utf-16',
  'image/png',
];

const MUTATIONS = [
  'none',
  'none',
  'none',
  'field',
  'field',
  'param',
  'missing',
  'extra',
  'wrong-body',
  'raw-json',
  'content-type',
  'multipart',
] as const;
type Mutation = (typeof MUTATIONS)[number];

type Parts = { params: Record<string, unknown>; query: unknown; body: unknown };
type Knobs = {
  mutation: Mutation;
  pick: number;
  hostile: unknown;
  hostileText: string;
  raw: string;
  contentType: string;
  file: Uint8Array;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function queryString(query: unknown): string {
  if (!isRecord(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) becomes U+FFFD, as a browser sends it. */
const encode = (value: unknown) =>
  encodeURIComponent(String(value).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** The route's path with its `:name` and `*` parts filled in (percent-encoded). */
function pathOf(url: string, params: Record<string, unknown>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encode(params[name] ?? 'x')).replace(/\*$/, () => encode(params['*'] ?? 'a'));
}

/** Replaces (or adds) one key of an object, `pick` choosing which. */
function withField(value: unknown, pick: number, replacement: unknown): unknown {
  if (!isRecord(value)) return { [`f${pick % 3}`]: replacement };
  const keys = Object.keys(value);
  if (keys.length === 0) return { x: replacement };
  return { ...value, [keys[pick % keys.length]!]: replacement };
}

function withoutField(value: unknown, pick: number): unknown {
  if (!isRecord(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 0) return value;
  const { [keys[pick % keys.length]!]: _dropped, ...rest } = value;
  return rest;
}

function multipartBody(file: Uint8Array, boundary: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="img_key"\r\n\r\nk\u0000\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upload_file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

function build(route: RegisteredRoute, parts: Parts, k: Knobs): FuzzRequest {
  let { params, query, body } = parts;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  switch (k.mutation) {
    case 'field':
      if (hasBody && k.pick % 2 === 0) body = withField(body, k.pick, k.hostile);
      else query = withField(query, k.pick, k.hostileText);
      break;
    case 'param': {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      if (names.length > 0) params = { ...params, [names[k.pick % names.length]!]: k.hostileText };
      else query = withField(query, k.pick, k.hostileText);
      break;
    }
    case 'missing':
      body = withoutField(body, k.pick);
      query = withoutField(query, k.pick + 1);
      break;
    case 'extra':
      body = isRecord(body) ? { ...body, ...JSON.parse('{"__proto__":{"polluted":1}}'), [`extra${k.pick % 5}`]: k.hostile } : body;
      query = isRecord(query) ? { ...query, extra: k.hostileText } : { extra: k.hostileText };
      break;
    case 'wrong-body':
      body = k.hostile;
      break;
    default:
  }
  const url = pathOf(route.url, params) + queryString(query);
  const base = { method: route.method, url, mutation: k.mutation };
  if (k.mutation === 'raw-json') return { ...base, headers: { 'content-type': 'application/json' }, payload: k.raw };
  if (k.mutation === 'content-type') return { ...base, headers: { 'content-type': k.contentType }, payload: JSON.stringify(body ?? {}) };
  if (k.mutation === 'multipart') {
    const boundary = `fz${k.pick}`;
    return { ...base, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipartBody(k.file, boundary) };
  }
  if (!hasBody && body === undefined) return { ...base, headers: {} };
  return { ...base, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body ?? null) };
}

const paramsFromUrl = (url: string): fc.Arbitrary<Record<string, unknown>> => {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (url.endsWith('*')) names.push('*');
  return fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof(fc.nat({ max: 50 }), fc.string({ maxLength: 12 }))])));
};

/** Requests for one route: from its own zod schemas, mutated one hostile way at a time. */
export function requestsFor(route: RegisteredRoute): fc.Arbitrary<FuzzRequest> {
  const schema = route.schema ?? {};
  const parts = fc.record({
    params: (arbitraryForZod(schema.params) as fc.Arbitrary<Record<string, unknown>> | undefined) ?? paramsFromUrl(route.url),
    query: arbitraryForZod(schema.querystring) ?? fc.constant(undefined),
    body: arbitraryForZod(schema.body) ?? fc.constant(undefined),
  });
  const knobs = fc.record({
    mutation: fc.constantFrom(...MUTATIONS),
    pick: fc.nat({ max: 1000 }),
    hostile: fc.constantFrom(...HOSTILE_JSON),
    hostileText: fc.constantFrom(...HOSTILE_TEXT),
    raw: fc.constantFrom(...RAW_BODIES),
    contentType: fc.constantFrom(...WRONG_TYPES),
    file: fc.uint8Array({ maxLength: 64 }),
  });
  return fc.tuple(parts, knobs).map(([p, k]) => build(route, p as Parts, k));
}
