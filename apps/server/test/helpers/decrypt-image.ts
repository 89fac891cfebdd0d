import { createDecipheriv } from 'node:crypto';

/** Opens a served image payload (hex of "LCE1" ‖ nonce ‖ ciphertext ‖ tag, decision 0005) with its hex key. */
export function decryptImagePayload(hex: string, keyHex: string) {
  const bytes = Buffer.from(hex, 'hex');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), bytes.subarray(4, 16));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(16, bytes.length - 16)), decipher.final()]);
}
