import { IMAGE_STATUS, type ImageItem, statusOf } from '@lc/shared';

/** An uploaded image's id: the last part of the address the upload answered. */
const imageIdOf = (item: ImageItem) => item.originalUrl?.split('/').pop() ?? '';

/** The ids of the images this form uploaded (failed and still-uploading ones are left out). */
export const uploadedImageIds = (items: readonly ImageItem[] | undefined): string[] =>
  (items ?? []).filter((i) => statusOf(i) === IMAGE_STATUS.uploaded).map(imageIdOf);
