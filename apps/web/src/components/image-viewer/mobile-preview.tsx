import { CloseOutlined } from '@ant-design/icons';
import { IMAGE_VIEWER } from '@lc/shared';
import { Button } from 'antd';
import { LoadingStatus } from '../loading-status/loading-status';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useImageText } from '../image-upload/image.text';
import type { ImageSource } from './use-image-sources';

type MobilePreviewProps = { sources: ImageSource[]; start: number; onClose: () => void };

const layer: CSSProperties = { position: 'fixed', inset: 0, zIndex: IMAGE_VIEWER.zIndex, background: '#000', color: '#fff' };
const strip: CSSProperties = {
  display: 'flex',
  height: '100%',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehavior: 'contain',
  scrollbarWidth: 'none',
};
const slide: CSSProperties = {
  flex: '0 0 100%',
  scrollSnapAlign: 'center',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
};

/** Spec 001 §9: on phones, a full-screen preview; a swipe moves to the next image (native scroll snapping). */
export function MobilePreview({ sources, start, onClose }: MobilePreviewProps) {
  const t = useImageText();
  const strip$ = useRef<HTMLDivElement>(null);
  const close$ = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState(start);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // Once, on opening: scroll to the tapped image, focus the close button, listen for Escape.
  useEffect(() => {
    const el = strip$.current;
    if (el) el.scrollLeft = start * el.clientWidth;
    close$.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close.current();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [start]);

  return createPortal(
    <div role="dialog" aria-modal="true" aria-label={t('gallery')} style={layer}>
      <div
        ref={strip$}
        style={strip}
        onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
      >
        {sources.map((source, i) => (
          <div key={i} style={slide}>
            {source.src ? (
              <img src={source.src} alt={t('image', { n: i + 1 })} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
            ) : (
              <LoadingStatus label={t('loading')} />
            )}
          </div>
        ))}
      </div>
      <div aria-live="polite" style={{ position: 'absolute', top: 12, left: 0, right: 0, textAlign: 'center' }}>
        {t('position', { n: current + 1, total: sources.length })}
      </div>
      <Button
        ref={close$}
        type="text"
        aria-label={t('mobileClose')}
        icon={<CloseOutlined aria-hidden style={{ color: '#fff', fontSize: 20 }} />}
        onClick={onClose}
        style={{ position: 'absolute', top: 6, right: 6 }}
      />
    </div>,
    document.body,
  );
}
