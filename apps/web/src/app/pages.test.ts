import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_ROUTES } from '@lc/shared';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, MODULE_PAGES, PAGES, isChunkError, withTimeout } from './pages';
import { findRoute, isPage } from './route-table';

afterEach(() => {
  vi.useRealTimers();
});

describe('pages', () => {
  it('every built page is a page route of the table', () => {
    for (const path of Object.keys(PAGES)) expect(findRoute(path) && isPage(findRoute(path)!), path).toBe(true);
  });

  it("the modules' page maps hold exactly the routes the table marks built, each in one module", () => {
    const listed = MODULE_PAGES.flatMap((pages) => Object.keys(pages));
    expect(listed.filter((path, i) => listed.indexOf(path) !== i)).toEqual([]);
    expect([...listed].sort()).toEqual([...BUILT_ROUTES].sort());
  });

  it('a chunk that has not loaded after 120 s fails with a timeout the error page recognises', async () => {
    vi.useFakeTimers();
    const load = withTimeout(() => new Promise<never>(() => undefined));
    const result = load().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    expect(isChunkError(error)).toBe(true);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('a chunk that loads in time resolves; a failed fetch of a chunk counts as a chunk error', async () => {
    await expect(withTimeout(async () => 'module')()).resolves.toBe('module');
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkError(new Error('x is undefined'))).toBe(false);
  });
});
