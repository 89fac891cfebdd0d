import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  IMAGE_MIME,
  IMAGE_STATUS,
  IMAGE_UPLOAD_MAX_KB,
  type ImageItem,
  type ImageType,
  UPLOAD_API,
  statusOf,
  visibleImages,
} from '@lc/shared';
import { Button, Image, Progress } from 'antd';
import { useMemo, useRef } from 'react';
import type { Domain } from '@/lib/http';
import { ImageLoadStatus } from '../image-viewer/image-load-status';
import { ImageThumb } from '../image-viewer/image-thumb';
import { desktopPreview } from '../image-viewer/preview-config';
import { useImageSources } from '../image-viewer/use-image-sources';
import { useImageText } from './image.text';
import { useImageUpload } from './use-image-upload';

export type ImageUploadProps = {
  value?: ImageItem[];
  defaultValue?: ImageItem[];
  onChange?: (items: ImageItem[]) => void;
  /** Spec 001 §7: the upload path (a caller may name its own), default the upload contract's, on the default domain. */
  action?: string;
  domain?: Domain;
  /** KB, default 15360 (spec 001 §5). */
  maxSize?: number;
  requiredType?: ImageType;
  maxCount?: number;
  /** Sent as img_key; with `needImgKey`, an upload without it is refused. */
  imgKey?: string;
  needImgKey?: boolean;
  /** Spec 001 §9: compression is on by default. */
  compress?: boolean;
  disabled?: boolean;
  label?: string;
  size?: number;
  /** Whether an image may be removed here (default: every one); a kept record may be past deleting. */
  canRemove?: (item: ImageItem) => boolean;
  /** Asked before an image goes (the shared confirm, decision 0071): it goes only when this answers true. */
  beforeRemove?: (item: ImageItem) => Promise<boolean>;
};

const ACCEPT_ALL = Object.values(IMAGE_MIME).join(',');

/** Picks, compresses, uploads and lists images, following the spec's status machine. */
export function ImageUpload(props: ImageUploadProps) {
  const {
    action = UPLOAD_API.endpoints.image.path,
    domain = 'default',
    maxSize = IMAGE_UPLOAD_MAX_KB,
    compress = true,
    size = 104,
  } = props;
  const t = useImageText();
  const input = useRef<HTMLInputElement>(null);
  const { items, pick, remove } = useImageUpload({
    value: props.value,
    defaultValue: props.defaultValue,
    onChange: props.onChange,
    action,
    domain,
    maxSizeKb: maxSize,
    requiredType: props.requiredType,
    maxCount: props.maxCount,
    imgKey: props.imgKey,
    needImgKey: props.needImgKey ?? false,
    compress,
  });
  const shown = useMemo(() => visibleImages(items), [items]);
  const { sources, loading, failed } = useImageSources(shown);
  const preview = useMemo(() => desktopPreview(t), [t]);
  const full = props.maxCount !== undefined && shown.length >= props.maxCount;
  const label = props.label ?? t('add');

  return (
    <div role="group" aria-label={label} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0 }}>
        <Image.PreviewGroup preview={preview}>
          {shown.map((item, i) => (
            <li key={item.id} style={{ listStyle: 'none', position: 'relative', width: size, height: size }}>
              <ImageThumb source={sources[i] ?? { state: 'loading', src: null }} index={i} size={size} />
              {statusOf(item) === IMAGE_STATUS.uploading && (
                <div
                  style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', background: 'rgba(255,255,255,0.75)' }}
                >
                  <Progress type="circle" size={48} percent={item.percent ?? 0} aria-label={t('uploading')} />
                </div>
              )}
              {!props.disabled && (props.canRemove?.(item) ?? true) && (
                <Button
                  size="small"
                  shape="circle"
                  danger
                  aria-label={t('remove', { n: i + 1 })}
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={async () => {
                    if (!props.beforeRemove || (await props.beforeRemove(item))) remove(item.id);
                  }}
                  style={{ position: 'absolute', top: -8, right: -8 }}
                />
              )}
            </li>
          ))}
        </Image.PreviewGroup>
        {!full && !props.disabled && (
          <li style={{ listStyle: 'none' }}>
            <Button
              type="dashed"
              onClick={() => input.current?.click()}
              aria-label={props.maxCount ? t('addHint', { count: shown.length, max: props.maxCount }) : label}
              style={{ width: size, height: size, display: 'flex', flexDirection: 'column', gap: 4 }}
            >
              <PlusOutlined aria-hidden />
              <span>{t('add')}</span>
            </Button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        multiple={props.maxCount !== 1}
        accept={props.requiredType ? IMAGE_MIME[props.requiredType] : ACCEPT_ALL}
        // Not the `hidden` attribute: antd's form styles display file inputs whatever it says.
        style={{ display: 'none' }}
        aria-hidden
        tabIndex={-1}
        data-testid="image-upload-input"
        onChange={(e) => {
          pick(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <ImageLoadStatus loading={loading} failed={failed} />
    </div>
  );
}
