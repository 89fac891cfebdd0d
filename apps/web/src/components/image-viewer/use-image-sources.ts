import { IMAGE_STATUS, type ImageItem, statusOf } from '@lc/shared';
import { useEffect, useMemo, useState } from 'react';
import { loadEncryptedImage } from './decrypt-client';

export type ImageSource = { state: 'loading' | 'ready' | 'failed'; src: string | null };

/** A plain address to show as is: a local preview while uploading, or an image that needs no decrypting. */
function plainSource(item: ImageItem): string | null {
  if (statusOf(item) === IMAGE_STATUS.uploading) return item.url ?? null;
  if (item.unNeedDecrypt) return item.imageUrl ?? item.url ?? null;
  return null;
}

const encryptedUrl = (item: ImageItem) => (plainSource(item) === null ? (item.imageUrl ?? item.url ?? null) : null);

/**
 * What to show for each item, decrypting through the worker where needed (spec 001 §4 image
 * loading): whether any is still loading, and how many failed.
 */
export function useImageSources(items: readonly ImageItem[]) {
  const [decrypted, setDecrypted] = useState<Record<string, ImageSource>>({});
  const urls = useMemo(() => [...new Set(items.map(encryptedUrl).filter((u): u is string => u !== null))], [items]);

  useEffect(() => {
    let live = true;
    for (const url of urls) {
      loadEncryptedImage(url).then(
        (src) => live && setDecrypted((d) => (d[url]?.src === src ? d : { ...d, [url]: { state: 'ready', src } })),
        () => live && setDecrypted((d) => ({ ...d, [url]: { state: 'failed', src: null } })),
      );
    }
    return () => {
      live = false;
    };
  }, [urls]);

  const sources = items.map((item): ImageSource => {
    const plain = plainSource(item);
    if (plain !== null) return { state: 'ready', src: plain };
    const url = encryptedUrl(item);
    if (url === null) return { state: 'failed', src: null };
    return decrypted[url] ?? { state: 'loading', src: null };
  });
  return {
    sources,
    loading: sources.some((s) => s.state === 'loading'),
    failed: sources.filter((s) => s.state === 'failed').length,
  };
}
