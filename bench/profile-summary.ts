/**
 * Where a CPU profile's time went, by area of the request path: self time per area (the package
 * or part of Node a sampled function belongs to), and the inclusive time of the functions named
 * in PROFILE_FUNCTIONS (comma-separated; a sample counts once however deep the name recurs).
 * With `<file>:<requests>` (the run's count, as request-path.bench.ts prints it) each area also
 * shows its CPU microseconds per request, which compare across runs where percentages do not.
 * A frame in a bundle (run-bundled.mjs) is named by its source file through the bundle's source map.
 * Usage: npx tsx profile-summary.ts <file.cpuprofile>[:<requests>] [more…]   (request-path.bench.ts BENCH_PROFILE)
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber?: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** First match wins: by the function's file, then by its name for natives and Node's internals. */
const AREAS: [string, (f: CallFrame) => boolean][] = [
  ['idle', (f) => f.functionName === '(idle)'],
  ['garbage collector', (f) => f.functionName === '(garbage collector)'],
  ['the profiler itself (Profiler.stop)', (f) => f.url === '' && f.functionName === 'dispatch'],
  ['autocannon (the load)', (f) => /node_modules\/(autocannon|hdr-histogram|http-parser-js|reinterval|retimer)/.test(f.url)],
  ['SQL building, row mapping (drizzle)', (f) => f.url.includes('node_modules/drizzle-orm')],
  ['pg driver', (f) => /node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-[a-z]+|pgpass)\//.test(f.url)],
  ['zod (query parse, reply encode)', (f) => /node_modules\/(zod|fastify-type-provider-zod)\//.test(f.url)],
  ['logging (pino)', (f) => /node_modules\/(pino|pino-std-serializers|fast-redact|@pinojs|sonic-boom)/.test(f.url)],
  ['compression', (f) => /node_modules\/(@fastify\/compress|minipass|pumpify|peek-stream|duplexify)|node:zlib/.test(f.url)],
  ['cookies', (f) => /node_modules\/(@fastify\/cookie|cookie|cookie-signature)\//.test(f.url)],
  [
    'Fastify, router, plugins',
    (f) =>
      /node_modules\/(fastify|@fastify|find-my-way|avvio|fast-json-stringify|light-my-request|toad-cache|fastq|secure-json-parse|fast-querystring|abstract-logging|process-warning)/.test(
        f.url,
      ),
  ],
  ['reply writer (compiled from the contract)', (f) => /apps\/server\/src\/lib\/(compiled-json|reply-serializer)/.test(f.url)],
  ['session, permission, scope', (f) => /apps\/server\/src\/(plugins\/access|core\/|modules\/identity\/)/.test(f.url)],
  ['row mapping (compiled once per statement)', (f) => /apps\/server\/src\/db\/row-mapper/.test(f.url)],
  ['list helper, prepared WHERE, count key', (f) => /apps\/server\/src\/db\//.test(f.url)],
  ['reply building (serve-endpoint, envelope)', (f) => /apps\/server\/src\/lib\/(serve-endpoint|reply|locale)/.test(f.url)],
  ['app plugins (security, input guard, errors)', (f) => /apps\/server\/src\/plugins\//.test(f.url)],
  ['app code (modules: rows, masking, names)', (f) => /apps\/server\/src\/|packages\/shared\//.test(f.url)],
  ['other packages', (f) => f.url.includes('node_modules/')],
  ['JSON.stringify / JSON.parse', (f) => f.url === '' && /^(stringify|parse)$/.test(f.functionName)],
  [
    'socket writes, syscalls',
    (f) => f.url === '' && /^(writev|writeBuffer|writeUtf8String|writeLatin1String|close|shutdown)$/.test(f.functionName),
  ],
  [
    'Node HTTP, net, streams, events, timers',
    (f) =>
      /node:(_http|http|net|stream|internal\/(streams|http|net|timers|stream_base|event|async_hooks|process\/task_queues|url|querystring|buffer))|node:events|node:buffer|node:url|node:querystring/.test(
        f.url,
      ),
  ],
  [
    'crypto (token hash, request id)',
    (f) => /node:(crypto|internal\/crypto)/.test(f.url) || /^(digest|update|randomUUID)$/.test(f.functionName),
  ],
  ['(program), other natives', (f) => f.url === '' || f.functionName === '(program)'],
  ['other Node internals', () => true],
];

const areaOf = (f: CallFrame) => AREAS.find(([, test]) => test(f))![0];

/** A bundle's source map, by the bundle's URL (null: not a bundle, or no map beside it). */
const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(url: string) {
  if (!maps.has(url)) {
    const file = url.startsWith('file://') ? `${fileURLToPath(url)}.map` : '';
    maps.set(url, file.endsWith('.mjs.map') && existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(url) ?? null;
}
/** The frame as its source file names it, where it ran from a bundle. */
function sourceFrame(f: CallFrame): CallFrame {
  const map = mapOf(f.url);
  if (!map) return f;
  const at = map.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber ?? 0 });
  return at.source ? { ...f, url: new URL(at.source, f.url).href, lineNumber: (at.line ?? 1) - 1 } : f;
}

function summarise(arg: string, wanted: string[]) {
  const [file, requests] = /^(.*?)(?::(\d+))?$/.exec(arg)!.slice(1) as [string, string | undefined];
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  for (const n of profile.nodes) n.callFrame = sourceFrame(n.callFrame);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>(wanted.map((w) => [w, 0]));
  const topSelf = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id)!;
    const area = areaOf(node.callFrame);
    if (area === 'idle' || area.startsWith('the profiler')) return; // not the run's work
    total += dt;
    self.set(area, (self.get(area) ?? 0) + dt);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
    topSelf.set(fn, (topSelf.get(fn) ?? 0) + dt);
    if (!wanted.length) return;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)!.callFrame.functionName;
      if (inclusive.has(name) && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, inclusive.get(name)! + dt);
      }
    }
  });
  const perRequest = (t: number) => (requests ? `${(t / Number(requests)).toFixed(1).padStart(7)} µs` : '');
  const pct = (t: number) => `${((100 * t) / total).toFixed(1)} %`.padStart(7) + perRequest(t);
  console.log(`\n${basename(file)}: ${(total / 1e6).toFixed(2)} s busy (idle left out)${requests ? `, ${requests} requests` : ''}`);
  console.log(`  ${pct(total)}  total`);
  for (const [area, t] of [...self].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(t)}  ${area}`);
  console.log('  top functions, self:');
  for (const [fn, t] of [...topSelf].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP ?? 15)))
    console.log(`  ${pct(t)}  ${fn}`);
  if (wanted.length) {
    console.log('  inclusive:');
    for (const [name, t] of inclusive) console.log(`  ${pct(t)}  ${name}`);
  }
}

const wanted = (process.env.PROFILE_FUNCTIONS ?? '').split(',').filter(Boolean);
for (const file of process.argv.slice(2)) summarise(file, wanted);
