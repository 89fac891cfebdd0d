import { z } from 'zod';
import { IMAGE_KEY_MAX, IMAGE_UPLOAD_MAX_KB } from './upload.constants';

/** `?maxSize=` in KB lowers the limit for one request; the server's maximum still holds. */
export const imageUploadQuery = z.object({
  maxSize: z.coerce.number().int().min(1).max(IMAGE_UPLOAD_MAX_KB).optional(),
});

export const imageKeyField = z.string().trim().max(IMAGE_KEY_MAX, `img_key 最多${IMAGE_KEY_MAX}个字符`);

/** What the upload answers (spec 001 §3: authUrl and originalUrl), plus what we learned of the image. */
export const imageUploaded = z.object({
  id: z.string(),
  authUrl: z.string(),
  originalUrl: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ImageUploaded = z.infer<typeof imageUploaded>;

/** The key that opens one image's payload: 32 bytes, hex (AES-256-GCM). */
export const imageKey = z.object({ key: z.string(), alg: z.literal('AES-256-GCM') });
export type ImageKey = z.infer<typeof imageKey>;

export const imageIdParams = z.object({ id: z.uuid() });
