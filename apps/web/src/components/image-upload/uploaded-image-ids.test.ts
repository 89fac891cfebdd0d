import { IMAGE_STATUS } from '@lc/shared';
import { describe, expect, it } from 'vitest';
import { uploadedImageIds } from './uploaded-image-ids';

describe('the ids a form sends of its images', () => {
  it('keeps the uploaded ones, by the last part of their address', () => {
    const ids = uploadedImageIds([
      { id: 'a', status: IMAGE_STATUS.uploaded, originalUrl: '/images/abc123' },
      { id: 'b', status: IMAGE_STATUS.uploading, originalUrl: '/images/late' },
      { id: 'c', status: IMAGE_STATUS.removed, originalUrl: '/images/gone' },
      { id: 'd', originalUrl: '/images/stored' },
      { id: 'e', status: IMAGE_STATUS.uploaded, originalUrl: 'https://cdn.test/x/def456' },
    ]);
    expect(ids).toEqual(['abc123', 'def456']);
  });

  it('sends nothing when the field was never touched', () => {
    expect(uploadedImageIds(undefined)).toEqual([]);
  });
});
