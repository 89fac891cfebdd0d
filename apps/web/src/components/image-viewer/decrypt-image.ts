import { hexToBytes, sniffImageMime, splitEncryptedImage } from '@lc/shared';

/**
 * Spec 001 §7: the payload is hex text; with the image's key (hex) it opens by AES-256-GCM to
 * the image. Throws when the payload or key is wrong (GCM's tag check).
 */
export async function decryptImagePayload(payloadHex: string, keyHex: string, subtle: SubtleCrypto = crypto.subtle) {
  const { iv, sealed } = splitEncryptedImage(hexToBytes(payloadHex));
  const key = await subtle.importKey('raw', hexToBytes(keyHex), 'AES-GCM', false, ['decrypt']);
  const bytes = new Uint8Array(await subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed));
  return { mime: sniffImageMime(bytes), bytes };
}

/** A data URL, built in slices so a large image does not overflow the call stack. */
export function toDataUrl(mime: string, bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${mime};base64,${btoa(binary)}`;
}
