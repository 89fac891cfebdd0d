import { imageKeyUrl } from '@lc/shared';
import type { DecryptRequest, DecryptResponse } from '@/workers/image-decrypt.worker';

/** One worker for the page: images decrypt off the main thread (spec 001 §7). */
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (dataUrl: string) => void; reject: (error: Error) => void }>();

function decryptWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('../../workers/image-decrypt.worker.ts', import.meta.url), { type: 'module' });
  created.onmessage = (event: MessageEvent<DecryptResponse>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.dataUrl);
    else waiting?.reject(new Error(reply.error));
  };
  created.onerror = () => {
    // A broken worker fails what it held; the next image starts a new one.
    for (const waiting of pending.values()) waiting.reject(new Error('image worker failed'));
    pending.clear();
    created.terminate();
    worker = null;
  };
  worker = created;
  return created;
}

/** Decrypted images by address, newest last; a failure is forgotten so that it can be tried again. */
const cache = new Map<string, Promise<string>>();
const CACHE_SIZE = 60;

export function loadEncryptedImage(url: string, keyUrl = imageKeyUrl(url)): Promise<string> {
  const cached = cache.get(url);
  if (cached) {
    cache.delete(url);
    cache.set(url, cached);
    return cached;
  }
  const loading = new Promise<string>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    decryptWorker().postMessage({ id, url, keyUrl } satisfies DecryptRequest);
  });
  loading.catch(() => cache.delete(url));
  cache.set(url, loading);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return loading;
}
