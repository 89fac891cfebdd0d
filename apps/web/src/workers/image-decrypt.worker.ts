/// <reference lib="webworker" />
import { decryptImagePayload, toDataUrl } from '../components/image-viewer/decrypt-image';

export type DecryptRequest = { id: number; url: string; keyUrl: string };
export type DecryptResponse = { id: number; ok: true; dataUrl: string } | { id: number; ok: false; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** GET with the page's session cookie (same origin); the reply's text or an error. */
async function text(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

async function keyOf(keyUrl: string): Promise<string> {
  const envelope = JSON.parse(await text(keyUrl)) as { code?: number; data?: { key?: string } };
  if (envelope.code !== 200 || !envelope.data?.key) throw new Error(`${keyUrl}: no key`);
  return envelope.data.key;
}

/** Spec 001 §7: fetch the encrypted text, decrypt it with its key, answer a data URL. */
scope.onmessage = async (event: MessageEvent<DecryptRequest>) => {
  const { id, url, keyUrl } = event.data;
  try {
    const [payload, key] = await Promise.all([text(url), keyOf(keyUrl)]);
    const { mime, bytes } = await decryptImagePayload(payload, key);
    scope.postMessage({ id, ok: true, dataUrl: toDataUrl(mime, bytes) } satisfies DecryptResponse);
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) } satisfies DecryptResponse);
  }
};
