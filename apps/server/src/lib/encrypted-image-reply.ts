import { type Readable, Transform, pipeline } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Bytes to hex text as they stream (spec 001 §7: the image is fetched as encrypted hex text). */
const toHex = () => new Transform({ transform: (chunk: Buffer, _encoding, done) => done(null, chunk.toString('hex')) });

/**
 * Sends a stored image payload (decision 0005) as hex text. It is ciphertext: a cache may keep it,
 * it opens only with the image's key, which is never cached.
 */
export function sendEncryptedImage(reply: FastifyReply, { stream, length }: { stream: Readable; length: number }) {
  const hex = toHex();
  pipeline(stream, hex, () => {}); // a read error ends the reply; nothing else to do here
  reply
    .header('content-type', 'text/plain; charset=us-ascii')
    .header('content-length', String(length * 2))
    .header('cache-control', 'private, max-age=604800, immutable');
  return reply.send(hex);
}

/** The reply of an image's key endpoint: never stored by any cache. */
export function sendImageKey(reply: FastifyReply, key: string) {
  reply.header('cache-control', 'no-store');
  return { key, alg: 'AES-256-GCM' as const };
}
