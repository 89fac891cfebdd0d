import { createDecipheriv, randomBytes } from 'node:crypto';
import { startsLikeJpegOrPng } from '@lc/shared';
import { describe, expect, it } from 'vitest';
import { decryptImage, encryptImage, masterKeyId, newDataKey, unwrapDataKey, wrapDataKey } from './media-crypto.adapter';

const jpegLike = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(5000)]);

describe('image envelope encryption', () => {
  it('round-trips, and the payload neither shows nor starts like the image', () => {
    const key = newDataKey();
    const payload = encryptImage(key, jpegLike);
    expect(payload.length).toBe(jpegLike.length + 4 + 12 + 16);
    expect(payload.subarray(0, 4).toString('latin1')).toBe('LCE1');
    expect(startsLikeJpegOrPng(payload)).toBe(false);
    expect(payload.includes(jpegLike.subarray(0, 64))).toBe(false);
    expect(decryptImage(key, payload).equals(jpegLike)).toBe(true);
    expect(encryptImage(key, jpegLike).equals(payload)).toBe(false); // a fresh nonce each time
  });

  it('is plain AES-256-GCM: nonce after the marker, tag at the end (what WebCrypto reads)', () => {
    const key = newDataKey();
    const payload = encryptImage(key, jpegLike);
    const decipher = createDecipheriv('aes-256-gcm', key, payload.subarray(4, 16));
    decipher.setAuthTag(payload.subarray(payload.length - 16));
    const plain = Buffer.concat([decipher.update(payload.subarray(16, payload.length - 16)), decipher.final()]);
    expect(plain.equals(jpegLike)).toBe(true);
  });

  it('refuses another key and an altered payload', () => {
    const key = newDataKey();
    const payload = encryptImage(key, jpegLike);
    expect(() => decryptImage(newDataKey(), payload)).toThrow();
    const altered = Buffer.from(payload);
    altered[100] = (altered[100] ?? 0) ^ 1;
    expect(() => decryptImage(key, altered)).toThrow();
  });

  it('wraps data keys under the master key, and fingerprints the master key without revealing it', () => {
    const master = randomBytes(32);
    const data = newDataKey();
    const wrapped = wrapDataKey(master, data);
    expect(wrapped).not.toContain(data.toString('hex'));
    expect(unwrapDataKey(master, wrapped).equals(data)).toBe(true);
    expect(() => unwrapDataKey(randomBytes(32), wrapped)).toThrow();
    expect(masterKeyId(master)).toMatch(/^[0-9a-f]{16}$/);
    expect(masterKeyId(master)).toBe(masterKeyId(Buffer.from(master)));
    expect(masterKeyId(randomBytes(32))).not.toBe(masterKeyId(master));
    expect(master.toString('hex')).not.toContain(masterKeyId(master));
  });
});
