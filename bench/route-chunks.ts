/**
 * A check, not a benchmark (issue 31 item 2: "no route's first load brings JS for another route"):
 * from the web build's manifest, every built page's first load — its chunk and what it imports
 * statically, with the entry's and the signed-in shell's — must hold no other page's chunk. Lazy
 * imports (`import()`, loaded on use) are not part of a first load. Prints each offender and the
 * bytes (brotli where the build made it) each page's first load adds to the shell's.
 * Build the web app first.   cd bench && npx tsx route-chunks.ts
 */
import fs from 'node:fs';
import path from 'node:path';

const WEB = path.resolve(import.meta.dirname, '../apps/web');
const DIST = process.env.WEB_DIST ?? path.join(WEB, 'dist');
type Chunk = { file: string; src?: string; imports?: string[]; css?: string[]; isEntry?: boolean };
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

/** Every page of every module's page map: its route and its source file. */
function pages(): { route: string; src: string }[] {
  const out: { route: string; src: string }[] = [];
  const modules = path.join(WEB, 'src/modules');
  for (const m of fs.readdirSync(modules)) {
    const file = path.join(modules, m, `${m}.pages.ts`);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const [, route, rel] of text.matchAll(/'([^']+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g))
      out.push({ route: route!, src: path.relative(WEB, path.resolve(path.dirname(file), rel!)) + '.tsx' });
  }
  return out;
}

/** A chunk and everything it imports statically, by manifest key. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const k of manifest[key]?.imports ?? []) closure(k, seen);
  return seen;
}

const size = (file: string) => {
  const full = path.join(DIST, file);
  for (const p of [`${full}.br`, `${full}.gz`, full]) if (fs.existsSync(p)) return fs.statSync(p).size;
  return 0;
};
/** The compressed bytes of the chunks and their stylesheets, each file once. */
const bytesOf = (keys: Iterable<string>) => {
  const files = new Set<string>();
  for (const k of keys) for (const f of [manifest[k]!.file, ...(manifest[k]!.css ?? [])]) files.add(f);
  return [...files].reduce((sum, f) => sum + size(f), 0);
};
/** A page's own bytes beyond the shell's (a stylesheet the shell already has is not counted again). */
const beyond = (keys: Iterable<string>, shell: Set<string>) => {
  const shellFiles = new Set([...shell].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]));
  const own = new Set([...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]).filter((f) => !shellFiles.has(f)));
  return [...own].reduce((sum, f) => sum + size(f), 0);
};

const all = pages();
const missing = all.filter((p) => !manifest[p.src]);
const pageKeys = new Map(all.filter((p) => manifest[p.src]).map((p) => [p.src, p.route]));
const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
/** What every signed-in page loads first: the entry, the signed-in routes, the session start and the shell's layout. */
const SHELL = ['src/app/signed-in-routes.ts', 'src/app/session-start.ts', 'src/app/layout/shell.tsx'];
const base = new Set([entry, ...SHELL].filter((k) => manifest[k]).flatMap((k) => [...closure(k)]));
let offenders = 0;
const extra: { route: string; kib: number }[] = [];
for (const [src, route] of pageKeys) {
  const first = new Set([...base, ...closure(src)]);
  const others = [...first].filter((k) => k !== src && pageKeys.has(k));
  if (others.length) {
    offenders += 1;
    console.log(`${route}: its first load holds ${others.map((k) => pageKeys.get(k)).join(', ')}`);
  }
  extra.push({ route, kib: beyond(closure(src), base) / 1024 });
}
extra.sort((a, b) => b.kib - a.kib);
console.log(`\nshell (entry, signed-in routes, session start, layout): ${(bytesOf(base) / 1024).toFixed(0)} KiB compressed`);
console.log('heaviest pages beyond the shell:');
for (const e of extra.slice(0, 10)) console.log(`  ${e.kib.toFixed(0).padStart(4)} KiB  ${e.route}`);
if (missing.length) console.log(`\nnot in the manifest: ${missing.map((p) => p.src).join(', ')}`);
console.log(`\n${pageKeys.size} pages: ${offenders} whose first load brings another page's chunk`);
process.exitCode = offenders || missing.length ? 1 : 0;
