import type { StatusCode } from '../dictionaries/status-lists';

/**
 * Spec 001 §4 image status: 0 removed, 1 uploading, 2 newly uploaded, 3 existing (kept
 * encrypted on the server). An empty status counts as 3.
 */
export const IMAGE_STATUS = { removed: 0, uploading: 1, uploaded: 2, stored: 3 } as const satisfies Record<string, StatusCode<'image'>>;
export type ImageStatus = (typeof IMAGE_STATUS)[keyof typeof IMAGE_STATUS];

/**
 * Spec 001 §3 image item. `imageUrl` is where the image loads from (encrypted unless
 * `unNeedDecrypt`), `originalUrl` is what a record keeps, `url` a local preview while uploading.
 */
export type ImageItem = {
  id: string;
  url?: string;
  status?: ImageStatus | null;
  imageUrl?: string;
  originalUrl?: string;
  unNeedDecrypt?: boolean;
  /** Upload progress, 0–100, while the status is 1. */
  percent?: number;
};

/** Spec 001 §3: the upload replies with a URL string, or with authUrl and originalUrl. */
export type UploadReply = string | { authUrl: string; originalUrl: string };

export const statusOf = (item: Pick<ImageItem, 'status'>): ImageStatus => item.status ?? IMAGE_STATUS.stored;

/** What a list shows: everything but the soft-removed. */
export const visibleImages = <T extends ImageItem>(items: readonly T[]): T[] => items.filter((i) => statusOf(i) !== IMAGE_STATUS.removed);

/** Spec 001 §5: the maximum counts the images whose status is not 0, plus the new ones. */
export const exceedsMax = (items: readonly ImageItem[], adding: number, max: number | undefined) =>
  max !== undefined && visibleImages(items).length + adding > max;

/** Removing an existing image (3) marks it 0, so the record learns of it; any other leaves the list. */
export function removeImage<T extends ImageItem>(items: readonly T[], id: string): T[] {
  return items.flatMap((item) => {
    if (item.id !== id) return [item];
    return statusOf(item) === IMAGE_STATUS.stored ? [{ ...item, status: IMAGE_STATUS.removed }] : [];
  });
}

export const setProgress = <T extends ImageItem>(items: readonly T[], id: string, percent: number): T[] =>
  items.map((item) => (item.id === id && statusOf(item) === IMAGE_STATUS.uploading ? { ...item, percent } : item));

/** Where an upload reply says the image now lives. A plain URL is a plain image. */
export function locationOf(reply: UploadReply): Pick<ImageItem, 'imageUrl' | 'originalUrl' | 'unNeedDecrypt'> {
  if (typeof reply === 'string') return { imageUrl: reply, originalUrl: reply, unNeedDecrypt: true };
  return { imageUrl: reply.authUrl, originalUrl: reply.originalUrl, unNeedDecrypt: false };
}

/** 1 → 2 when the upload finishes; an entry removed meanwhile stays removed. */
export function finishUpload(items: readonly ImageItem[], id: string, reply: UploadReply): ImageItem[] {
  return items.map((item) => {
    if (item.id !== id || statusOf(item) !== IMAGE_STATUS.uploading) return item;
    const { url: _localPreview, percent: _percent, ...rest } = item;
    return { ...rest, ...locationOf(reply), status: IMAGE_STATUS.uploaded };
  });
}

/** Spec 001 §8: a failed upload's entry is removed. */
export const dropUpload = <T extends ImageItem>(items: readonly T[], id: string): T[] =>
  items.filter((item) => !(item.id === id && statusOf(item) === IMAGE_STATUS.uploading));
