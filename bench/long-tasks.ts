/**
 * What each long task of a page load does (issue 31's total blocking time): the built app signed
 * in as the admin, Chromium's CPU throttled SLOW times (default 2), a trace of the load from
 * navigation to a second after the network is idle. For every main-thread task over 50 ms it
 * prints its start and length, the trace's own kinds of work inside it (script evaluation, style,
 * layout, GC…), and the CPU samples that fell in it by package and by function, through the build's
 * source maps. A page-wide profile (page-profile.ts) cannot tell the tasks apart: the scheduler's
 * tasks follow each other with no idle sample between.
 * Build with maps first: `npx vite build --sourcemap --outDir /tmp/dist-map` in apps/web, then
 * WEB_DIST=/tmp/dist-map npx tsx long-tasks.ts (P=/path, default /home; TRACE=file keeps the
 * trace there, and reads it instead of loading the page when the file exists).
 */
import fs from 'node:fs';
import { type CallFrame, sourcePlaces } from './source-place';
import { onThrottledPage } from './throttled-page';
import { type TraceEvent, isTopLevelTask, mainThreadEvents } from './trace-events';

type ChunkNode = { id: number; parent?: number; callFrame: CallFrame };

const dist = process.env.WEB_DIST;
if (!dist) throw new Error('WEB_DIST=<a build made with --sourcemap>');
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'disabled-by-default-v8.cpu_profiler'];

const traceLoad = () =>
  onThrottledPage(async ({ browser, page, load }) => {
    await browser.startTracing(page, { categories: CATEGORIES });
    await load();
    const trace = (await browser.stopTracing()).toString('utf8');
    if (process.env.TRACE) fs.writeFileSync(process.env.TRACE, trace);
    return (JSON.parse(trace) as { traceEvents: TraceEvent[] }).traceEvents;
  });
const saved = process.env.TRACE && fs.existsSync(process.env.TRACE) ? process.env.TRACE : null;
const events = saved ? (JSON.parse(fs.readFileSync(saved, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents : await traceLoad();

const onMain = mainThreadEvents(events);
const main = onMain[0]!;
const navigation = onMain.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...onMain.map((e) => e.ts));
const longTasks = onMain.filter((e) => isTopLevelTask(e) && (e.dur ?? 0) > 50_000).sort((a, b) => a.ts - b.ts);

// The CPU profile arrives in chunks: nodes (each once, with its parent) and samples with time deltas.
const nodes = new Map<number, ChunkNode>();
const samples: { ts: number; node: number }[] = [];
const profile = events.find((e) => e.name === 'Profile' && e.pid === main.pid);
let clock = (profile?.args?.data?.startTime as number | undefined) ?? 0;
for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.id === profile?.id)) {
  const data = e.args!.data as { cpuProfile?: { nodes?: ChunkNode[]; samples?: number[] }; timeDeltas?: number[] };
  for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  (data.cpuProfile?.samples ?? []).forEach((node, i) => {
    clock += data.timeDeltas?.[i] ?? 0;
    samples.push({ ts: clock, node });
  });
}

const placeOf = sourcePlaces(dist);
const ms = (us: number) => (us / 1000).toFixed(0);
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${k} ${ms(us)}`)
    .join(' · ');
const add = (m: Map<string, number>, key: string, us: number) => m.set(key, (m.get(key) ?? 0) + us);

console.log(
  `${longTasks.length} long tasks, CPU slowdown ${process.env.SLOW ?? 2}×; blocking ${ms(longTasks.reduce((s, t) => s + t.dur! - 50_000, 0))} ms`,
);
for (const task of longTasks) {
  const end = task.ts + task.dur!;
  // The trace's kinds of work directly inside the task (its children at the top level).
  const kinds = new Map<string, number>();
  const inside = onMain.filter((e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < end);
  for (const e of inside) {
    const parent = inside.find((p) => p !== e && p.ts <= e.ts && p.ts + (p.dur ?? 0) >= e.ts + (e.dur ?? 0) && (p.dur ?? 0) > (e.dur ?? 0));
    if (!parent)
      add(
        kinds,
        e.name === 'FunctionCall' || e.name === 'EvaluateScript'
          ? `${e.name} ${String(e.args?.data?.url ?? '').replace(/.*\//, '')}`
          : e.name,
        e.dur ?? 0,
      );
  }
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let prev: number | null = null;
  for (const s of samples) {
    if (s.ts < task.ts || s.ts >= end) continue;
    const us = prev === null ? 0 : s.ts - prev;
    prev = s.ts;
    const node = nodes.get(s.node);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const { place, name } = placeOf(node.callFrame);
    add(byPlace, place, us);
    add(byFunction, name, us);
  }
  console.log(`\n--- task at ${ms(task.ts - navigation)} ms, ${ms(task.dur!)} ms`);
  console.log(`    trace: ${top(kinds, 6)}`);
  console.log(`    by package: ${top(byPlace, 8)}`);
  console.log(`    by function: ${top(byFunction, 8)}`);
}
