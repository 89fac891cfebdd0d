/** Chromium trace events, and the page's main thread in them (long-tasks, blocking-ab). */

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: what the task ran on the CPU, which another process's load does not lengthen. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
};

/** A main-thread task: Chromium names them either way, by version (Lighthouse reads both). */
export const isTopLevelTask = (e: TraceEvent) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ph === 'X';

/** The page's main thread's events: the renderer thread named CrRendererMain that ran the most tasks. */
export function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const tasks = events.filter(isTopLevelTask);
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const taskCount = (m: TraceEvent) => tasks.filter((t) => t.pid === m.pid && t.tid === m.tid).length;
  const main = [...mains].sort((a, b) => taskCount(b) - taskCount(a))[0];
  return main ? events.filter((e) => e.pid === main.pid && e.tid === main.tid) : [];
}

/** An event's thread time in ms (its wall time where the trace has none). */
export const threadMs = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
