import { Image } from 'antd';
import { LoadingStatus } from '../loading-status/loading-status';
import { useImageText } from '../image-upload/image.text';
import { FAILED_IMAGE } from './failed-image';
import type { ImageSource } from './use-image-sources';

type ImageThumbProps = {
  source: ImageSource;
  index: number;
  size: number;
  /** Mobile: a tap opens the full-screen preview instead of the desktop viewer. */
  onOpen?: (() => void) | undefined;
};

const tile = (size: number) => ({ width: size, height: size, objectFit: 'cover' as const, borderRadius: 6 });

/** One image: a spinner while it loads, the failure placeholder if it failed, else the picture. */
export function ImageThumb({ source, index, size, onOpen }: ImageThumbProps) {
  const t = useImageText();
  if (source.state === 'loading') {
    return (
      <LoadingStatus
        label={t('loading')}
        size="small"
        style={{ ...tile(size), display: 'grid', placeItems: 'center', background: '#fafafa', border: '1px solid #d9d9d9' }}
      />
    );
  }
  if (source.state === 'failed' || !source.src) {
    return <img src={FAILED_IMAGE} alt={t('failedImage', { n: index + 1 })} style={tile(size)} />;
  }
  if (onOpen) {
    return (
      <button
        type="button"
        aria-label={t('preview', { n: index + 1 })}
        onClick={onOpen}
        style={{ padding: 0, border: 0, background: 'none' }}
      >
        <img src={source.src} alt={t('image', { n: index + 1 })} style={tile(size)} />
      </button>
    );
  }
  return (
    <Image src={source.src} alt={t('image', { n: index + 1 })} width={size} height={size} style={tile(size)} fallback={FAILED_IMAGE} />
  );
}
