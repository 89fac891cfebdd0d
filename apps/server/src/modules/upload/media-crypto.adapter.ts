import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ENCRYPTED_IMAGE, splitEncryptedImage } from '@lc/shared';
import { seal, unseal } from '../../lib/secret-box';

/**
 * Envelope encryption of images (decision 0005): each image has its own random AES-256 key;
 * the file holds the image sealed with it, the database holds that key sealed with the media
 * master key. The payload is laid out as WebCrypto's AES-GCM expects (see ENCRYPTED_IMAGE).
 */
export const newDataKey = () => randomBytes(32);

export function encryptImage(dataKey: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(ENCRYPTED_IMAGE.ivBytes);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from(ENCRYPTED_IMAGE.marker), iv, body, cipher.getAuthTag()]);
}

/** Throws when the payload was altered or the key is not its own. */
export function decryptImage(dataKey: Buffer, payload: Buffer): Buffer {
  const { iv, sealed } = splitEncryptedImage(payload);
  const tagAt = sealed.length - ENCRYPTED_IMAGE.tagBytes;
  const decipher = createDecipheriv('aes-256-gcm', dataKey, iv);
  decipher.setAuthTag(sealed.subarray(tagAt));
  return Buffer.concat([decipher.update(sealed.subarray(0, tagAt)), decipher.final()]);
}

export const wrapDataKey = (masterKey: Buffer, dataKey: Buffer) => seal(masterKey, dataKey.toString('hex'));
export const unwrapDataKey = (masterKey: Buffer, wrapped: string) => Buffer.from(unseal(masterKey, wrapped), 'hex');

/** A fingerprint of the master key (not the key), kept with each image so a changed key fails clearly. */
export const masterKeyId = (masterKey: Buffer) =>
  createHash('sha256').update('lc media key id\0').update(masterKey).digest('hex').slice(0, 16);
