import { type ImageItem, mortgageRegistrationInput } from '@lc/shared';
import { z } from 'zod';
import type { ImageSlotRender } from '@/components/config-form/form-field';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { uploadedImageIds } from '@/components/image-upload/uploaded-image-ids';
import { zodRule } from '@/lib/zod-rule';

/**
 * The certificate images as the form holds them (upload items), checked by the shared rule on their
 * ids: at least one, at most 9 (decision 0071). A form without them is not sent, by Enter or button.
 */
export const certImagesSchema = z.preprocess(
  (items) => uploadedImageIds(Array.isArray(items) ? (items as ImageItem[]) : []),
  mortgageRegistrationInput.shape.imageIds,
);
export const certImagesRule = zodRule(certImagesSchema);

/** The image field of a registration form (config form's image slot). */
export const renderCertImages: ImageSlotRender = ({ field, value, onChange, readOnly }) => (
  <ImageUpload
    label={field.label}
    value={Array.isArray(value) ? (value as ImageItem[]) : []}
    onChange={onChange}
    disabled={readOnly}
    maxCount={9}
    size={88}
  />
);
