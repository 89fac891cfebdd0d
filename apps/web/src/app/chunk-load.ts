import type { ComponentType } from 'react';

/** Loading the app's chunks: the 120 s timeout, recognising their failures, lazy route components. */

/** Spec 000 §9: a chunk that has not loaded in 120 s fails, so the page can say so. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
}

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError(`chunk load timed out after ${ms / 1000} s`)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

/** Failures of a lazy chunk (timeout, a deploy removed it, the network) as opposed to page bugs. */
export const isChunkError = (error: unknown) =>
  error instanceof ChunkTimeoutError ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Loading chunk|error loading dynamically/i.test(error.message));

/**
 * A route's lazy component. A rejected `lazy` leaves React Router rendering nothing at all, so a
 * chunk that fails (or times out) becomes a component that throws: the route's error boundary
 * then shows the failure with a way to retry.
 */
export const lazyComponent =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
