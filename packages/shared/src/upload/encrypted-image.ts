/**
 * The encrypted image payload, as stored and as served (hex): a 4-byte marker, the 12-byte
 * AES-GCM nonce, then the ciphertext with its 16-byte tag appended (WebCrypto's layout).
 * The marker also means no stored file can begin with an image's magic bytes.
 */
export const ENCRYPTED_IMAGE = { marker: [0x4c, 0x43, 0x45, 0x31] /* "LCE1" */, ivBytes: 12, tagBytes: 16 } as const;
export const ENCRYPTED_IMAGE_OVERHEAD = ENCRYPTED_IMAGE.marker.length + ENCRYPTED_IMAGE.ivBytes + ENCRYPTED_IMAGE.tagBytes;

/** The key endpoint of an image load URL. */
export const imageKeyUrl = (imageUrl: string) => `${imageUrl.replace(/\/+$/, '')}/key`;

const nibble = (c: number) => {
  const lower = c | 0x20;
  if (c >= 48 && c <= 57) return c - 48;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
};

/** Hex text to bytes, quickly enough for a 15 MB image (30 M characters). */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const clean = hex.trim();
  if (clean.length % 2 !== 0) throw new Error('not a hex string');
  const bytes = new Uint8Array(clean.length / 2);
  for (let i = 0; i < bytes.length; i++) {
    const hi = nibble(clean.charCodeAt(i * 2));
    const lo = nibble(clean.charCodeAt(i * 2 + 1));
    if (hi < 0 || lo < 0) throw new Error('not a hex string');
    bytes[i] = (hi << 4) | lo;
  }
  return bytes;
}

/** Nonce and ciphertext+tag of a payload; throws when it is not one of ours. */
export function splitEncryptedImage<B extends ArrayBufferLike>(bytes: Uint8Array<B>): { iv: Uint8Array<B>; sealed: Uint8Array<B> } {
  const { marker, ivBytes } = ENCRYPTED_IMAGE;
  if (bytes.length < ENCRYPTED_IMAGE_OVERHEAD || marker.some((b, i) => bytes[i] !== b)) throw new Error('not an encrypted image');
  return { iv: bytes.subarray(marker.length, marker.length + ivBytes), sealed: bytes.subarray(marker.length + ivBytes) };
}

const SIGNATURES: { mime: string; at: number; bytes: number[] }[] = [
  { mime: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/gif', at: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  { mime: 'image/webp', at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
  { mime: 'image/bmp', at: 0, bytes: [0x42, 0x4d] },
];

/** The image type by its first bytes; JPEG when unknown (spec 001 §7: shown as a JPEG data URL). */
export function sniffImageMime(bytes: Uint8Array): string {
  const found = SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[s.at + i] === b));
  return found?.mime ?? 'image/jpeg';
}

/** True when the bytes begin like a JPEG or PNG file (what must never lie on disk in the clear). */
export const startsLikeJpegOrPng = (bytes: Uint8Array) => {
  const mime = SIGNATURES.slice(0, 2).find((s) => s.bytes.every((b, i) => bytes[s.at + i] === b));
  return mime !== undefined;
};
