import type { Readable } from 'node:stream';
import type { SessionUser } from '../identity/session-user';
import { decryptImage } from '../upload/media-crypto';
import type { UploadService } from '../upload/upload.service';

export type ImageReader = (user: SessionUser, imageId: string) => Promise<Buffer>;

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * The plain bytes of an image uploaded through POST /api/upload/v2/image, read through the
 * upload service (which checks the caller may load it) and opened with the image's own key.
 */
export const uploadedImageReader =
  (uploads: Pick<UploadService, 'payload' | 'dataKey'>): ImageReader =>
  async (user, imageId) => {
    const key = Buffer.from(await uploads.dataKey(user, imageId), 'hex');
    const { stream } = await uploads.payload(user, imageId);
    return decryptImage(key, await readAll(stream));
  };
