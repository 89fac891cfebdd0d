import { IMAGE_COMPRESS, IMAGE_MIME, type ImageType } from '@lc/shared';
import { measureSince } from '@/lib/user-timing';

/** Spec 001 §5: a required type is checked on the file as picked (jpeg also covers .jpg names). */
export function hasType(file: { type: string; name: string }, required: ImageType): boolean {
  if (file.type) return file.type === IMAGE_MIME[required];
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return required === 'jpeg' ? ['jpg', 'jpeg', 'jfif'].includes(ext) : ext === required;
}

/** Spec 001 §9: only images over 2 MB (2097152 bytes) are compressed, and only when compression is on. */
export const needsCompression = (size: number, enabled = true) => enabled && size > IMAGE_COMPRESS.thresholdBytes;

export const overLimit = (size: number, maxKb: number) => size > maxKb * 1024;

/**
 * User timing entries (bench/first-use.ts reads them): an upload from the file picked to the
 * server's answer, and the compression inside it.
 */
export const UPLOAD_MEASURE = 'lc:image-upload';
export const COMPRESS_MEASURE = 'lc:image-compress';

/**
 * Longer side at most 1000 px, JPEG at quality 0.5 (spec 001 §9). On the page's thread: the
 * library's own worker would load its script from a CDN. A failure is only logged (spec 001 §8)
 * and the original is sent.
 */
export async function compressImage(file: File): Promise<File> {
  const started = performance.now();
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, {
      maxWidthOrHeight: IMAGE_COMPRESS.maxSide,
      initialQuality: IMAGE_COMPRESS.quality,
      fileType: IMAGE_COMPRESS.mime,
      useWebWorker: false,
    });
    const name = file.name.replace(/\.[^.]*$/, '') || 'image';
    return new File([compressed], `${name}.jpg`, { type: IMAGE_COMPRESS.mime, lastModified: file.lastModified });
  } catch (error) {
    console.warn('image compression failed, sending the original', error);
    return file;
  } finally {
    measureSince(COMPRESS_MEASURE, started);
  }
}
