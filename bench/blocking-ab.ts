/**
 * Two web builds' blocking time, page by page, loaded alternately in one sitting. Lighthouse's
 * single runs move ±50–150 ms on this machine, more than most changes to a page's first load
 * gain, and two builds compared an hour apart meet different machines. Each load is a cold one
 * (a new browser context, as Lighthouse clears the cache), signed in as the admin, unthrottled,
 * until the network is idle and a second more, traced.
 *
 * Lighthouse's desktop figures are simulated from such an unthrottled trace (Lantern): each
 * main-thread task counts as its length times the CPU slowdown, and as its first contentful paint
 * waits only for the render-blocking stylesheets and the first layout and paint, every long task
 * of the load counts towards its total blocking time. So does this one, from each task's thread
 * time, not its wall time: the machine is shared, and a task another tenant delays runs no longer
 * on the CPU. Blocking = Σ max(0, thread time × SLOW − 50 ms) (SLOW default 1.7: a benchmark index
 * of 1,600 on a quiet day here); CPU = Σ thread time of the main thread's tasks, unscaled.
 *
 * A=dir B=dir (two builds of apps/web) P=/a,/b (default: home and the bill list) RUNS=n per build
 * and page (default 5), LOCALE=zh-CN the browser's language (default: Chromium's). Prints each page's medians for A and B and their ratios.
 */
import { chromium } from 'playwright-core';
import { type ServerRun, contextCookies, startBuiltApp } from './lighthouse-server';
import { percentile } from './page-settle';
import { type TraceEvent, isTopLevelTask, mainThreadEvents, threadMs } from './trace-events';

const builds = { A: process.env.A, B: process.env.B };
if (!builds.A || !builds.B) throw new Error('A=<web build> B=<web build>');
const PAGES = (process.env.P ?? '/home,/billManage/billList').split(',');
const RUNS = Number(process.env.RUNS ?? 5);
const SLOW = Number(process.env.SLOW ?? 1.7);
/** The browser's language (the console follows it): Lighthouse's is en-US, the staff's zh-CN. */
const LOCALE = process.env.LOCALE;

/** A task's share of the blocking time, as Lighthouse's simulation counts it (negative: not long). */
const blockingOf = (ms: number) => ms * SLOW - 50;

const start = async (dist: string): Promise<ServerRun> => {
  process.env.WEB_DIST = dist;
  return startBuiltApp();
};
const servers = { A: await start(builds.A), B: await start(builds.B) };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

async function loadOnce(run: ServerRun, path: string): Promise<{ blocking: number; cpu: number }> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, ...(LOCALE ? { locale: LOCALE } : {}) });
  try {
    await context.addCookies(await contextCookies(run.base));
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
    await page.goto(run.base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const onMain = mainThreadEvents(traceEvents);
    const tasks = onMain.filter(isTopLevelTask);
    const ms = tasks.map(threadMs);
    if (process.env.TASKS) console.log(`${run.base}${path}\n${countedTasks(onMain, tasks)}`);
    return { blocking: ms.reduce((sum, m) => sum + Math.max(0, blockingOf(m)), 0), cpu: ms.reduce((sum, m) => sum + m, 0) };
  } finally {
    await context.close();
  }
}

/**
 * TASKS=1: each counted task of a load, its thread time and what the trace says ran in it (the
 * three longest kinds of work, a script's file for an evaluation), to see which tasks to split.
 */
function countedTasks(onMain: TraceEvent[], tasks: TraceEvent[]): string {
  const navigation = onMain.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  const inside = (t: TraceEvent) => onMain.filter((e) => e !== t && e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0));
  return tasks
    .filter((t) => blockingOf(threadMs(t)) > 0)
    .map((t) => {
      const kinds = new Map<string, number>();
      for (const e of inside(t)) {
        const url = String(e.args?.data?.url ?? e.args?.data?.fileName ?? '').replace(/^.*\//, '');
        const key = url ? `${e.name} ${url}` : e.name;
        kinds.set(key, (kinds.get(key) ?? 0) + threadMs(e));
      }
      const top = [...kinds]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`);
      const ms = threadMs(t);
      return `  at ${((t.ts - navigation) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms (blocking ${blockingOf(ms).toFixed(0)}) · ${top.join(' · ')}`;
    })
    .join('\n');
}

const median = (xs: number[]) => percentile(xs, 0.5);

try {
  console.log(`A ${builds.A}\nB ${builds.B}\n${RUNS} cold loads each, alternately; blocking at ${SLOW}× from thread times\n`);
  console.log(
    '| page | blocking A · B (median) | B ÷ A | CPU A · B (median) | B ÷ A | blocking, A runs · B runs |\n|---|---|---|---|---|---|',
  );
  const ratios = { blocking: [] as number[], cpu: [] as number[] };
  for (const path of PAGES) {
    const runs = { A: [] as { blocking: number; cpu: number }[], B: [] as { blocking: number; cpu: number }[] };
    for (let i = 0; i < RUNS; i++) {
      // Alternate which goes first, so neither always meets the warmer machine.
      for (const key of i % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) runs[key].push(await loadOnce(servers[key], path));
    }
    const of = (key: 'A' | 'B', k: 'blocking' | 'cpu') => median(runs[key].map((r) => r[k]));
    const ratio = (k: 'blocking' | 'cpu') => of('B', k) / Math.max(of('A', k), 1);
    ratios.blocking.push(ratio('blocking'));
    ratios.cpu.push(ratio('cpu'));
    const list = (key: 'A' | 'B') => runs[key].map((r) => r.blocking.toFixed(0)).join(' ');
    console.log(
      `| ${path} | ${of('A', 'blocking').toFixed(0)} · ${of('B', 'blocking').toFixed(0)} ms | ${ratio('blocking').toFixed(2)} | ${of('A', 'cpu').toFixed(0)} · ${of('B', 'cpu').toFixed(0)} ms | ${ratio('cpu').toFixed(2)} | ${list('A')} · ${list('B')} |`,
    );
  }
  console.log(`\nmedian of the pages' ratios B ÷ A: blocking ${median(ratios.blocking).toFixed(2)}, CPU ${median(ratios.cpu).toFixed(2)}`);
} finally {
  await browser.close();
  await Promise.all([servers.A.stop(), servers.B.stop()]);
}
