import { IMAGE_MIME, uploadMessage } from '@lc/shared';
import { fileTypeFromBuffer } from 'file-type';
import { Validation } from '../../lib/errors';

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
