/**
 * Which source modules a page runs on its first load (issue 31's blocking time): the built app
 * signed in as the admin, V8's precise coverage from navigation to a second after the network is
 * idle, each function that ran named by its original file through the build's source maps. A
 * module whose code ran was evaluated (its top level, or a function of it); one that was only
 * downloaded ran nothing. Prints, per page, the packages and shared folders that ran code, and
 * whether zod built its schema classes (a list page validates nothing, so it should not), zod's
 * time against the app's script (a 50 µs CPU profile of the same load), and the module
 * initialiser that led into zod.
 * Build with maps first: `npx vite build --sourcemap --outDir /tmp/dist-map` in apps/web, then
 * WEB_DIST=/tmp/dist-map npx tsx evaluated-modules.ts (P=/a,/b, default /home, or P=menu for home
 * and every built page of the menu; SHOW=shared lists the shared and module files that ran;
 * DEBUG=1 prints the whole chain into zod; FUNCTIONS=react-router a package's functions by self time).
 */
import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { menuPagePaths } from './menu-pages';
import { onThrottledPage } from './throttled-page';

type Range = { startOffset: number; endOffset: number; count: number };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
type ProfileNode = { id: number; callFrame: { url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type ScriptCoverage = { url: string; functions: { functionName: string; ranges: Range[] }[] };

const dist = process.env.WEB_DIST;
if (!dist) throw new Error('WEB_DIST=<a build made with --sourcemap>');
const paths = process.env.P === 'menu' ? ['/home', ...menuPagePaths()] : (process.env.P ?? '/home').split(',');

/** Offsets of a built file's line starts, and its source map. */
const builtFiles = new Map<string, { lineStarts: number[]; map: SourceMapConsumer } | null>();
function builtFile(url: string) {
  if (!builtFiles.has(url)) {
    const file = `${dist}${new URL(url).pathname}`;
    if (!fs.existsSync(`${file}.map`)) builtFiles.set(url, null);
    else {
      const text = fs.readFileSync(file, 'utf8');
      const lineStarts = [0];
      for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
      builtFiles.set(url, { lineStarts, map: new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))) });
    }
  }
  return builtFiles.get(url);
}

/**
 * The original `file:line` of a built position (a profile's frame gives line and column). A
 * module's init wrapper is the bundler's and has no mapping of its own: it is named by the first
 * mapped position after it, its module's first import.
 */
function placeAt(url: string, line: number, column: number) {
  const built = builtFile(url);
  if (!built) return null;
  const place = built.map.originalPositionFor({ line: line + 1, column });
  if (place.source) return `${shortSource(place.source)}:${place.line}`;
  const next = nextMapping(url, line + 1, column);
  return next ? `${shortSource(next.source)}:${next.originalLine} (init)` : null;
}
type Mapping = { generatedLine: number; generatedColumn: number; source: string; originalLine: number };
const mappingsOf = new Map<string, Mapping[]>();
function nextMapping(url: string, line: number, column: number) {
  if (!mappingsOf.has(url)) {
    const all: Mapping[] = [];
    builtFile(url)!.map.eachMapping((m) => {
      if (m.source && m.originalLine !== null)
        all.push({ generatedLine: m.generatedLine, generatedColumn: m.generatedColumn, source: m.source, originalLine: m.originalLine });
    });
    mappingsOf.set(url, all); // in generated order
  }
  const all = mappingsOf.get(url)!;
  let lo = 0;
  let hi = all.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const m = all[mid]!;
    if (m.generatedLine < line || (m.generatedLine === line && m.generatedColumn <= column)) lo = mid + 1;
    else hi = mid;
  }
  return all[lo];
}
const shortSource = (source: string) =>
  source.replace(/^(\.\.\/)+/, '').replace(/^.*?(?=(apps\/web\/|packages\/shared\/|node_modules\/))/, '');

/** The 0-based line and column of an offset in a built file. */
function lineColumnOf(url: string, offset: number): [number, number] {
  const starts = builtFile(url)!.lineStarts;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return [lo, offset - starts[lo]!];
}

function sourceAt(url: string, offset: number) {
  const built = builtFile(url);
  if (!built) return null;
  const [line, column] = lineColumnOf(url, offset);
  const place = built.map.originalPositionFor({ line: line + 1, column });
  return place.source ? shortSource(place.source) : null;
}

/** npm:package, or the source's folder (packages/shared/src/bill), for a summary line. */
const groupOf = (source: string) =>
  source.includes('node_modules/')
    ? `npm:${source
        .replace(/.*node_modules\//, '')
        .split('/')
        .slice(0, source.includes('node_modules/@') ? 2 : 1)
        .join('/')}`
    : source.split('/').slice(0, -1).join('/');

/**
 * Where the page's own code called into zod, from the samples inside zod: each sample's frames
 * from the root down to the first zod frame, named by original file and line, the app's and
 * shared's only (`bill-api.ts:28 ← approval-inbox.tsx:4`), most sampled first.
 */
function zodCallers(profile: Profile) {
  const parent = new Map<number, ProfileNode>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const chains = new Map<string, number>();
  for (const id of new Set(profile.samples)) {
    const frames: string[] = [];
    for (let n = byId.get(id); n; n = parent.get(n.id)) {
      const place = n.callFrame.url.startsWith('http') ? placeAt(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber) : null;
      if (place) frames.push(place);
      else if (process.env.DEBUG)
        frames.push(
          `?${(n.callFrame as { functionName?: string }).functionName}@${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`,
        );
    }
    const firstZod = frames.findLastIndex((f) => f.includes('node_modules/zod/'));
    if (firstZod < 0) continue;
    const ours = frames.slice(firstZod + 1).filter((f) => !f.includes('node_modules/'));
    // The outermost module of ours whose evaluation led here: the import to look at.
    const key = process.env.DEBUG
      ? ours.slice(0, 12).join(' ← ')
      : (ours.filter((f) => f.endsWith('(init)')).at(-1) ?? ours.at(-1) ?? '(zod itself)');
    chains.set(key, (chains.get(key) ?? 0) + profile.samples.filter((s) => s === id).length);
  }
  return [...chains]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, n]) => `\n    ${n}× ${k}`)
    .join('');
}

/** Time of the samples with a zod frame on their stack, against all the page's samples that ran script. */
function zodTime(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const inZod = new Map<number, boolean>();
  const zodOnStack = (id: number) => {
    if (!inZod.has(id)) {
      let found = false;
      for (let n = byId.get(id); n && !found; n = parent.get(n.id))
        found =
          n.callFrame.url.includes('http') &&
          (placeAt(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber) ?? '').includes('node_modules/zod/');
      inZod.set(id, found);
    }
    return inZod.get(id)!;
  };
  let zodUs = 0;
  let scriptUs = 0;
  const selfByGroup = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const n = byId.get(id)!;
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (n.callFrame.url.startsWith('http')) {
      scriptUs += us;
      const place = placeAt(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber);
      const group = place ? groupOf(place.split(':')[0]!) : 'unmapped';
      selfByGroup.set(group, (selfByGroup.get(group) ?? 0) + us);
      if (process.env.FUNCTIONS && place?.includes(process.env.FUNCTIONS)) {
        const name = `${(n.callFrame as { functionName?: string }).functionName || '(anonymous)'} ${place}`;
        selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + us);
      }
    }
    if (zodOnStack(id)) zodUs += us;
  });
  const top = [...selfByGroup]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([g, us]) => `${g} ${(us / 1000).toFixed(0)}`)
    .join(' · ');
  if (process.env.FUNCTIONS)
    console.log(
      [...selfByFunction]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([f, us]) => `  ${(us / 1000).toFixed(1)} ${f}`)
        .join('\n'),
    );
  return `${(zodUs / 1000).toFixed(1)} ms of ${(scriptUs / 1000).toFixed(0)} ms in the app's scripts (self time, ms: ${top})`;
}

const building: string[] = [];
await onThrottledPage(async ({ page, cdp, load }) => {
  await cdp.send('Profiler.enable');
  // Sampled often enough to catch a few samples in a schema's construction (a few ms).
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  for (const path of paths) {
    await page.goto('about:blank');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await cdp.send('Profiler.start');
    process.env.P = path;
    await load();
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as unknown as { result: ScriptCoverage[] };
    await cdp.send('Profiler.stopPreciseCoverage');
    const ran = new Map<string, number>(); // source → functions that ran
    for (const script of result.filter((s) => s.url.startsWith('http'))) {
      for (const fn of script.functions) {
        const whole = fn.ranges[0];
        if (!whole || whole.count === 0) continue;
        const source = sourceAt(script.url, whole.startOffset);
        if (source) ran.set(source, (ran.get(source) ?? 0) + 1);
      }
    }
    const groups = new Map<string, number>();
    for (const source of ran.keys()) groups.set(groupOf(source), (groups.get(groupOf(source)) ?? 0) + 1);
    const zod = [...ran.keys()].some((s) => s.includes('node_modules/zod/v4/core/schemas'));
    if (zod) building.push(path);
    console.log(`\n${path}: ${ran.size} source files ran code; zod schema classes ${zod ? 'BUILT' : 'not built'}`);
    console.log(
      [...groups]
        .sort((a, b) => b[1] - a[1])
        .map(([g, n]) => `${g} ${n}`)
        .join(' · '),
    );
    console.log(`zod: ${zodTime(profile)}`);
    if (zod) console.log(`zod built from: ${zodCallers(profile)}`);
    if (process.env.SHOW === 'shared')
      console.log(
        [...ran.keys()]
          .filter((s) => s.startsWith('packages/shared') || s.startsWith('apps/web/src/modules'))
          .sort()
          .join('\n'),
      );
  }
});
console.log(`\n${paths.length} pages; zod built on ${building.length}: ${building.join(' ')}`);
