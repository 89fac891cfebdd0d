import multipart from '@fastify/multipart';
import {
  CODE,
  IMAGE_KEY_FIELD,
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MAX_KB,
  UPLOAD_API,
  imageKeyField,
  imageUploadQuery,
  uploadMessage,
} from '@lc/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type KeyedMessage, Validation, keyed } from '../../lib/errors';
import { sendEncryptedImage, sendImageKey } from '../../lib/encrypted-image-reply';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { ImageUpload, UploadService } from './upload.service';

const tooLarge = (kb: number) => new AppError(413, CODE.BAD_REQUEST, uploadMessage('tooLarge', 'zh-CN', { n: kb }));
const MULTIPART_REFUSALS: Record<string, string | KeyedMessage> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: uploadMessage('noFile'),
  FST_FILES_LIMIT: keyed('uploadOneFileOnly'),
  FST_PARTS_LIMIT: keyed('uploadTooManyFields'),
  FST_FIELDS_LIMIT: keyed('uploadTooManyFields'),
};

/**
 * Spec 001 §7: multipart with `upload_file` and an optional `img_key`. The limit is the server's
 * 15360 KB, or lower when the request asks (`maxSize` in KB, as a query or a field).
 */
async function readImageForm(request: FastifyRequest, queryMaxKb: number | undefined): Promise<ImageUpload> {
  let file: { bytes: Buffer; fileName: string } | null = null;
  const fields = new Map<string, string>();
  const serverMax = IMAGE_UPLOAD_MAX_KB;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === IMAGE_UPLOAD_FIELD && !file) file = { bytes: await part.toBuffer(), fileName: part.filename };
        else part.file.resume(); // an unexpected file is read past, never kept
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(Math.min(queryMaxKb ?? serverMax, serverMax));
    // Anything else the parser throws (a missing boundary, a truncated part) is a malformed form.
    throw new Validation(MULTIPART_REFUSALS[code] ?? uploadMessage('badForm'));
  }

  const fieldMax = imageUploadQuery.shape.maxSize.safeParse(fields.get('maxSize'));
  if (!fieldMax.success) throw new Validation(keyed('uploadBadMaxSize', { max: serverMax }));
  const limitKb = Math.min(queryMaxKb ?? serverMax, fieldMax.data ?? serverMax);
  if (!file || file.bytes.length === 0) throw new Validation(uploadMessage('noFile'));
  if (file.bytes.length > limitKb * 1024) throw tooLarge(limitKb);

  const key = imageKeyField.safeParse(fields.get(IMAGE_KEY_FIELD) ?? '');
  if (!key.success) throw new Validation(key.error.issues[0]?.message ?? keyed('uploadBadImageKey'));
  return { ...file, imgKey: key.data || null };
}

export async function uploadRoutes(app: FastifyInstance, { uploadService }: { uploadService: UploadService }) {
  // Only this plugin parses multipart, with the server's limit; one file, a few small fields.
  await app.register(multipart, { limits: { fileSize: IMAGE_UPLOAD_MAX_KB * 1024, files: 1, fields: 8, fieldSize: 1024, parts: 10 } });
  serveContract(app, UPLOAD_API, {
    image: async ({ user, query, request }) => uploadService.store(user, await readImageForm(request, query.maxSize), actorOf(request)),
    payload: async ({ user, params, reply }) => sendEncryptedImage(reply, await uploadService.payload(user, params.id)),
    key: async ({ user, params, reply }) => sendImageKey(reply, await uploadService.dataKey(user, params.id)),
  });
}
