/**
 * Where a page's main thread goes while it loads (issue 31's total blocking time): the built app
 * signed in as the admin, Chromium's CPU throttled SLOW times (default 2), a sampling CPU profile
 * from navigation to a second after the network is idle, mapped through the build's source maps.
 * Prints the long tasks, then self time by package or source folder and by function.
 * Build with maps first: `npx vite build --sourcemap --outDir /tmp/dist-map` in apps/web, then
 * WEB_DIST=/tmp/dist-map npx tsx page-profile.ts (P=/path, default /home).
 */
import { type CallFrame, sourcePlaces } from './source-place';
import { onThrottledPage } from './throttled-page';

type ProfileNode = { id: number; callFrame: CallFrame };
type Profile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };

const dist = process.env.WEB_DIST;
if (!dist) throw new Error('WEB_DIST=<a build made with --sourcemap>');
const profile = await onThrottledPage(async ({ page, cdp, load }) => {
  await page.addInitScript(
    `window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });`,
  );
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await load();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  console.log(`long tasks [start, ms]: ${JSON.stringify(await page.evaluate('window.__longTasks'))}`);
  return profile;
});

const selfTime = new Map<number, number>();
profile.samples?.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
const placeOf = sourcePlaces(dist);
const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
const add = (m: Map<string, number>, key: string, us: number) => m.set(key, (m.get(key) ?? 0) + us);
for (const node of profile.nodes) {
  const us = selfTime.get(node.id) ?? 0;
  if (!us) continue;
  const { place, name } = placeOf(node.callFrame);
  add(byPlace, place, us);
  add(byFunction, name, us);
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`)
    .join('\n');
console.log(`--- self time by package or folder\n${top(byPlace, 25)}\n--- by function\n${top(byFunction, 40)}`);
