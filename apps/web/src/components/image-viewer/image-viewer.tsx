import type { ImageItem } from '@lc/shared';
import { visibleImages } from '@lc/shared';
import { Image } from 'antd';
import { useMemo, useState } from 'react';
import { useImageText } from '../image-upload/image.text';
import { ImageLoadStatus } from './image-load-status';
import { ImageThumb } from './image-thumb';
import { isMobileDevice } from './is-mobile';
import { MobilePreview } from './mobile-preview';
import { desktopPreview } from './preview-config';
import { useImageSources } from './use-image-sources';

export type ImageViewerProps = {
  items: readonly ImageItem[];
  /** 'auto' follows the device (spec 001 §9); the others force one. */
  mode?: 'auto' | 'desktop' | 'mobile';
  size?: number;
  label?: string;
};

/**
 * Shows images, decrypting them in the worker: a desktop viewer (antd preview group) or, on
 * phones, a full-screen swipe preview; with a loading indicator and the count of failures.
 */
export function ImageViewer({ items, mode = 'auto', size = 104, label }: ImageViewerProps) {
  const t = useImageText();
  const shown = useMemo(() => visibleImages(items), [items]);
  const { sources, loading, failed } = useImageSources(shown);
  const mobile = mode === 'mobile' || (mode === 'auto' && isMobileDevice());
  const [openAt, setOpenAt] = useState<number | null>(null);
  const preview = useMemo(() => desktopPreview(t), [t]);

  const thumbs = sources.map((source, i) => (
    <li key={shown[i]?.id ?? i} style={{ listStyle: 'none' }}>
      <ImageThumb source={source} index={i} size={size} onOpen={mobile ? () => setOpenAt(i) : undefined} />
    </li>
  ));
  return (
    <div role="group" aria-label={label ?? t('gallery')} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {shown.length === 0 ? (
        <span style={{ color: '#595959' }}>{t('empty')}</span>
      ) : (
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0 }}>
          {mobile ? thumbs : <Image.PreviewGroup preview={preview}>{thumbs}</Image.PreviewGroup>}
        </ul>
      )}
      <ImageLoadStatus loading={loading} failed={failed} />
      {mobile && openAt !== null && <MobilePreview sources={sources} start={openAt} onClose={() => setOpenAt(null)} />}
    </div>
  );
}
