import { TELEMETRY_API, endpointUrl } from '@lc/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hasSessionHint } from './session';

/**
 * Page views and error reports, batched to our own endpoint. It calls fetch directly, never the
 * API client, so a failing report can never report itself; failures are dropped.
 */
type Value = string | number | boolean | null;
export type TelemetryEvent = { kind: 'error' | 'pageview'; payload: Record<string, Value> };

const ENDPOINT = endpointUrl(TELEMETRY_API.endpoints.record);
const BATCH = 50;
const DELAY_MS = 2000;
const pending: TelemetryEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

const clip = (v: Value): Value => (typeof v === 'string' && v.length > 2000 ? v.slice(0, 2000) : v);

export function flushTelemetry() {
  if (timer) clearTimeout(timer);
  timer = null;
  // The endpoint needs a session: events wait (at most one batch) until there is one.
  if (!pending.length || !hasSessionHint()) return;
  const events = pending.splice(0, BATCH);
  void fetch(ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ events }),
    keepalive: true,
  }).catch(() => undefined);
  if (pending.length) schedule();
}

function schedule() {
  timer ??= setTimeout(flushTelemetry, DELAY_MS);
}

export function reportEvent(kind: TelemetryEvent['kind'], payload: Record<string, Value>) {
  if (payload['url'] === ENDPOINT) return;
  pending.push({ kind, payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, clip(v)])) });
  if (pending.length > BATCH) pending.splice(0, pending.length - BATCH);
  schedule();
}

export const reportError = (payload: Record<string, Value>) => reportEvent('error', payload);

/** A page-view event with destination and source paths on every route change (spec 001 §2). */
export function usePageViews() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current === pathname) return;
    reportEvent('pageview', { to: pathname, from: previous.current });
    previous.current = pathname;
  }, [pathname]);
}

/** Uncaught errors and rejections are reported too; reports leave when the tab is hidden. */
export function installTelemetry() {
  window.addEventListener('error', (e) => reportError({ kind: 'uncaught', message: String(e.message), source: e.filename ?? null }));
  window.addEventListener('unhandledrejection', (e) => {
    const reason: unknown = e.reason;
    // API errors were reported when they happened.
    if (reason instanceof Error && reason.name === 'ApiError') return;
    reportError({ kind: 'unhandled-rejection', message: reason instanceof Error ? reason.message : String(reason) });
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushTelemetry();
  });
}
