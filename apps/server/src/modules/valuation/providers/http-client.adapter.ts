import type { FastifyBaseLogger } from 'fastify';
import {
  BrokenCircuitError,
  ConsecutiveBreaker,
  ExponentialBackoff,
  TaskCancelledError,
  TimeoutStrategy,
  circuitBreaker,
  handleWhen,
  retry,
  timeout,
  wrap,
} from 'cockatiel';
import { AppError, type KeyedMessage, keyed } from '../../../lib/errors';

export type HttpProviderSettings = {
  /** Base URL, prefix included (e.g. https://valuation.example.com/api). */
  baseUrl: string;
  /** Sent as the X-App-Key header; never logged. */
  appKey: string;
  timeoutMs: number;
  /** Attempts after the first, for transient failures only (network, timeout, 5xx). */
  retries: number;
  backoffMs: number;
  /** Consecutive failed attempts that open the circuit, and how long it stays open. */
  breakerThreshold: number;
  breakerOpenMs: number;
};

/** A failure worth retrying: the service did not answer, or answered 5xx. */
class TransientFailure extends Error {}

/** The service said no (a 4xx, or a code other than 0): its msg goes to the user, no retry. */
export class ProviderRejected extends AppError {
  constructor(msg: string | KeyedMessage) {
    super(502, 502, msg);
  }
}
/** The service is down, slow or its circuit open. */
export class ProviderUnavailable extends AppError {
  constructor() {
    super(503, 503, keyed('valuationProviderUnavailable'));
  }
}

type Reply = { code?: unknown; msg?: unknown; data?: unknown };

/**
 * One outside service's client: every call gets a timeout, retries with exponential backoff on
 * transient failures, and goes through a circuit breaker shared by the service's calls (cockatiel).
 * Each attempt is logged (service, method, path, status, duration); the key and bodies never are.
 */
export function createProviderClient(service: string, settings: HttpProviderSettings, log: FastifyBaseLogger) {
  const transient = handleWhen((e) => e instanceof TransientFailure || e instanceof TaskCancelledError);
  const breaker = circuitBreaker(transient, {
    halfOpenAfter: settings.breakerOpenMs,
    breaker: new ConsecutiveBreaker(settings.breakerThreshold),
  });
  const policy = wrap(
    retry(transient, {
      maxAttempts: settings.retries,
      backoff: new ExponentialBackoff({ initialDelay: settings.backoffMs, maxDelay: settings.backoffMs * 8 }),
    }),
    breaker,
    timeout(settings.timeoutMs, TimeoutStrategy.Aggressive),
  );
  breaker.onBreak(() => log.warn({ service }, 'valuation provider circuit opened'));
  breaker.onReset(() => log.info({ service }, 'valuation provider circuit closed'));
  const base = settings.baseUrl.replace(/\/+$/, '');

  async function attempt(method: 'GET' | 'POST', path: string, body: unknown, signal: AbortSignal): Promise<unknown> {
    const started = performance.now();
    const entry = { service, method, path: path.split('?')[0] };
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        signal,
        headers: {
          accept: 'application/json',
          'x-app-key': settings.appKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      log.warn(
        { ...entry, ms, outcome: signal.aborted ? 'timeout' : 'network', err: (error as Error).message },
        'valuation provider call failed',
      );
      throw signal.aborted ? new TaskCancelledError() : new TransientFailure(`network: ${(error as Error).message}`);
    }
    const ms = Math.round(performance.now() - started);
    log.info({ ...entry, status: response.status, ms }, 'valuation provider call');
    if (response.status >= 500) throw new TransientFailure(`status ${response.status}`);
    const reply = (await response.json().catch(() => null)) as Reply | null;
    if (!response.ok || !reply)
      throw new ProviderRejected(
        typeof reply?.msg === 'string' ? reply.msg : keyed('valuationProviderStatus', { status: response.status }),
      );
    if (reply.code !== 0)
      throw new ProviderRejected(typeof reply.msg === 'string' && reply.msg ? reply.msg : keyed('valuationProviderError'));
    return reply.data;
  }

  return {
    breaker,
    async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      try {
        return (await policy.execute(({ signal }) => attempt(method, path, body, signal))) as T;
      } catch (error) {
        if (error instanceof ProviderRejected) throw error;
        if (error instanceof BrokenCircuitError || error instanceof TransientFailure || error instanceof TaskCancelledError) {
          throw new ProviderUnavailable();
        }
        throw error;
      }
    },
  };
}
export type ProviderClient = ReturnType<typeof createProviderClient>;
