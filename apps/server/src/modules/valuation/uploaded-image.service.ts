import type { SessionUser } from '../../core/session-user';
import type { UploadService } from '../upload/upload.service';

export type ImageReader = (user: SessionUser, imageId: string) => Promise<Buffer>;

/**
 * The plain bytes of an image uploaded through POST /api/upload/v2/image, read through the
 * upload service, which checks the caller may load it and opens it with the image's own key.
 */
export const uploadedImageReader =
  (uploads: Pick<UploadService, 'plainBytes'>): ImageReader =>
  (user, imageId) =>
    uploads.plainBytes(user, imageId);
