import { describe, expect, it } from 'vitest';
import { decryptImagePayload, toDataUrl } from './decrypt-image';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A payload as the server lays it out: "LCE1", nonce, AES-256-GCM ciphertext with its tag. */
async function payloadOf(plain: Uint8Array, rawKey: Uint8Array<ArrayBuffer>) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain.slice()));
  return hex(new Uint8Array([0x4c, 0x43, 0x45, 0x31, ...iv, ...sealed]));
}

describe('decrypting an image payload', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  const rawKey = crypto.getRandomValues(new Uint8Array(32));

  it('opens with its key and names the type from the bytes', async () => {
    const { mime, bytes } = await decryptImagePayload(await payloadOf(png, rawKey), hex(rawKey));
    expect(mime).toBe('image/png');
    expect([...bytes]).toEqual([...png]);
    expect(toDataUrl(mime, bytes)).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...png))}`);
  });

  it('fails with another key, an altered payload, or something that is not a payload', async () => {
    const payload = await payloadOf(png, rawKey);
    await expect(decryptImagePayload(payload, hex(crypto.getRandomValues(new Uint8Array(32))))).rejects.toThrow();
    const flipped = payload.slice(0, 40) + (payload[40] === '0' ? '1' : '0') + payload.slice(41);
    await expect(decryptImagePayload(flipped, hex(rawKey))).rejects.toThrow();
    await expect(decryptImagePayload(hex(png), hex(rawKey))).rejects.toThrow('not an encrypted image');
  });

  it('builds data URLs of large images without overflowing', () => {
    const big = new Uint8Array(300_000).fill(0xff);
    expect(toDataUrl('image/jpeg', big)).toHaveLength('data:image/jpeg;base64,'.length + 400_000);
  });
});
