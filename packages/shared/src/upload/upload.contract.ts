import { SIGNED_IN, contract, endpoint } from '../api/contract';
import { imageIdParams, imageKey, imageUploadQuery, imageUploaded } from './upload.schema';

/** Every call is the caller's own: an image is read by whoever holds its id (and, to open it, its key). */
const access = { permission: SIGNED_IN, dataScope: 'own' } as const;

/** Encrypted image upload (spec 001 §7). */
export const UPLOAD_API = contract('upload', {
  /** Multipart with `upload_file` and an optional `img_key` (and `maxSize`, in KB). */
  image: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/upload/v2/image',
    access,
    query: imageUploadQuery,
    multipart: true,
    reply: imageUploaded,
  }),
  /** The encrypted payload as hex text (spec 001 §7). */
  payload: endpoint({ method: 'GET', domain: 'default', path: '/upload/v2/image/:id', access, params: imageIdParams, file: true }),
  /** The key that opens one image's payload. */
  key: endpoint({ method: 'GET', domain: 'default', path: '/upload/v2/image/:id/key', access, params: imageIdParams, reply: imageKey }),
});
