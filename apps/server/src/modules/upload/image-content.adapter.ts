import { IMAGE_MAX_PIXELS, IMAGE_MIME, uploadMessage } from '@lc/shared';
import { fileTypeFromBuffer } from 'file-type';
import { Validation } from '../../lib/errors';
import { type Dimensions, imageDimensions } from './image-dimensions.adapter';

const ACCEPTED = new Set(Object.values(IMAGE_MIME));
const IMAGE_NAME = /\.(jpe?g|jfif|png|gif|webp|bmp)$/i;

/**
 * The image type by its content, never by its name or the client's word. A name that claims an
 * image for content that is not one is called out as such.
 */
export async function imageMimeOf(bytes: Uint8Array, fileName: string): Promise<string> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && ACCEPTED.has(found.mime)) return found.mime;
  throw new Validation(uploadMessage(IMAGE_NAME.test(fileName) ? 'forged' : 'notImage'));
}

/**
 * Width and height from the header alone, refusing more than the spec's 256,000,000 pixels
 * before anything decodes the image: a tiny file may claim 30000 × 30000 and cost gigabytes.
 */
export function checkedDimensions(mime: string, bytes: Uint8Array): Dimensions | null {
  const size = imageDimensions(mime, bytes);
  if (size && size.width * size.height > IMAGE_MAX_PIXELS) {
    throw new Validation(uploadMessage('tooManyPixels', 'zh-CN', { n: IMAGE_MAX_PIXELS }));
  }
  return size;
}
