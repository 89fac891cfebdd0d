import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ENCRYPTED_IMAGE_OVERHEAD, type ImageUploaded, UPLOAD_API, endpointUrl } from '@lc/shared';
import type { Db } from '../../db/client';
import { NotFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/file-storage';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { SessionUser } from '../../core/session-user';
import { checkedDimensions, imageMimeOf } from './image-content.adapter';
import { decryptImage, encryptImage, masterKeyId, newDataKey, unwrapDataKey, wrapDataKey } from './media-crypto.adapter';
import { type ImageRow, uploadRepository as repo } from './upload.repository';

type Deps = { db: Db; files: FileStorage; clock: Clock; mediaKey: Buffer };
export type ImageUpload = { bytes: Buffer; fileName: string; imgKey: string | null };

/** Where the browser loads an image (gateway path) and what a record keeps (domain path). */
export const imageUrls = (id: string) => ({
  authUrl: endpointUrl(UPLOAD_API.endpoints.payload, { id }),
  originalUrl: `${UPLOAD_API.endpoints.image.path}/${id}`,
});

const toUploaded = (row: ImageRow): ImageUploaded => ({
  id: row.id,
  ...imageUrls(row.id),
  mime: row.mime,
  size: row.size,
  width: row.width,
  height: row.height,
});

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export function createUploadService({ db, files, clock, mediaKey }: Deps) {
  const keyId = masterKeyId(mediaKey);

  /** Upload and load are the uploader's own for now; records that hold images will widen this. */
  const ownImage = async (user: SessionUser, id: string) => {
    const row = await repo.findById(db, id);
    if (!row || row.uploadedBy !== user.id) throw new NotFound();
    return row;
  };

  const existing = async (id: string) => {
    const row = await repo.findById(db, id);
    if (!row) throw new NotFound();
    return row;
  };
  const payloadOf = async (row: ImageRow) => ({ stream: await files.get(row.storageKey), length: row.size + ENCRYPTED_IMAGE_OVERHEAD });

  const keyOf = (row: ImageRow) => {
    if (row.masterKeyId !== keyId) {
      throw new Error(
        `image ${row.id} was sealed with media key ${row.masterKeyId}, this server has ${keyId}: set MEDIA_KEY to the key it was uploaded with`,
      );
    }
    return unwrapDataKey(mediaKey, row.wrappedKey);
  };

  return {
    /** Checks the content, encrypts it under a fresh key, stores the file, then the row and its audit. */
    async store(user: Pick<SessionUser, 'id'>, upload: ImageUpload, actor: AuditActor): Promise<ImageUploaded> {
      const mime = await imageMimeOf(upload.bytes, upload.fileName);
      const size = checkedDimensions(mime, upload.bytes);
      const id = randomUUID();
      const storageKey = `images/${clock.now().toISOString().slice(0, 7).replace('-', '/')}/${id}.lce`;
      const dataKey = newDataKey();
      await files.put(storageKey, encryptImage(dataKey, upload.bytes));
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await repo.insert(tx, {
            id,
            storageKey,
            mime,
            size: upload.bytes.length,
            width: size?.width ?? null,
            height: size?.height ?? null,
            imgKey: upload.imgKey,
            wrappedKey: wrapDataKey(mediaKey, dataKey),
            masterKeyId: keyId,
            uploadedBy: user.id,
          });
          const { wrappedKey: _sealed, ...recorded } = inserted;
          await recordAudit(tx, actor, {
            entity: 'image',
            entityId: id,
            action: 'upload',
            after: { ...recorded, fileName: upload.fileName },
          });
          return inserted;
        });
        return toUploaded(row);
      } catch (error) {
        await files.remove(storageKey); // no row, no file
        throw error;
      } finally {
        dataKey.fill(0);
      }
    },

    /** The stored payload as it lies on disk: it is only ever served encrypted. */
    async payload(user: SessionUser, id: string): Promise<{ stream: Readable; length: number }> {
      return payloadOf(await ownImage(user, id));
    },

    /** The image's own key, unwrapped for its viewer. */
    async dataKey(user: SessionUser, id: string): Promise<string> {
      return keyOf(await ownImage(user, id)).toString('hex');
    },

    /** The caller's own uploads among `ids` (a record attaches only images its user uploaded). */
    async ownImages(user: SessionUser, ids: readonly string[]): Promise<ImageUploaded[]> {
      return (await repo.findByIds(db, ids)).filter((row) => row.uploadedBy === user.id).map(toUploaded);
    },

    /**
     * Images a record holds, for a module that has checked its own scope (decision 0005: records
     * decide who else may see their images): what they are, their payload and their key.
     */
    held: {
      describe: async (ids: readonly string[]): Promise<ImageUploaded[]> => (await repo.findByIds(db, ids)).map(toUploaded),
      payload: async (id: string) => payloadOf(await existing(id)),
      dataKey: async (id: string) => keyOf(await existing(id)).toString('hex'),
    },

    /** The plain image, for server-side use only (a report's pages); browsers get it encrypted. */
    async plainBytes(user: SessionUser, id: string): Promise<Buffer> {
      const row = await ownImage(user, id);
      const key = keyOf(row);
      try {
        return decryptImage(key, await readAll(await files.get(row.storageKey)));
      } finally {
        key.fill(0);
      }
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
