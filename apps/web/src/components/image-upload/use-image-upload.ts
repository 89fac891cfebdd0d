import {
  IMAGE_STATUS,
  IMAGE_UPLOAD_MAX_KB,
  type ImageItem,
  type ImageType,
  dropUpload,
  exceedsMax,
  finishUpload,
  imageTypeLabel,
  removeImage,
  setProgress,
} from '@lc/shared';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Domain } from '@/lib/http';
import { measureSince } from '@/lib/user-timing';
import { useImageText } from './image.text';
import { UPLOAD_MEASURE, compressImage, hasType, needsCompression, overLimit } from './prepare-image';
import { UploadError, uploadImage } from './upload-image';

export type ImageUploadOptions = {
  value?: ImageItem[] | undefined;
  defaultValue?: ImageItem[] | undefined;
  onChange?: ((items: ImageItem[]) => void) | undefined;
  action: string;
  domain: Domain;
  maxSizeKb: number;
  requiredType?: ImageType | undefined;
  maxCount?: number | undefined;
  imgKey?: string | undefined;
  needImgKey: boolean;
  compress: boolean;
};

let sequence = 0;
const localId = () => `local-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

/**
 * The upload's state machine (spec 001 §4/§5/§8): picked files are checked, compressed when
 * over 2 MB, uploaded with progress (status 1 → 2), and on failure removed with a dialog that
 * offers to upload again. Works controlled (`value`/`onChange`) or on its own.
 */
export function useImageUpload(opts: ImageUploadOptions) {
  const t = useImageText();
  const { message, modal } = App.useApp();
  const [own, setOwn] = useState<ImageItem[]>(opts.defaultValue ?? []);
  const items = opts.value ?? own;
  const latest = useRef(items);
  const onChange = useRef(opts.onChange);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    latest.current = items;
    onChange.current = opts.onChange;
  });
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const commit = useCallback((change: (items: ImageItem[]) => ImageItem[]) => {
    const next = change(latest.current);
    latest.current = next;
    setOwn(next);
    onChange.current?.(next);
  }, []);

  const release = (url: string | undefined) => {
    if (url && previews.current.delete(url)) URL.revokeObjectURL(url);
  };

  const send = async (file: File) => {
    const started = performance.now();
    const id = localId();
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    commit((list) => [...list, { id, status: IMAGE_STATUS.uploading, url: preview, unNeedDecrypt: true, percent: 0 }]);
    try {
      const prepared = needsCompression(file.size, opts.compress) ? await compressImage(file) : file;
      if (overLimit(prepared.size, opts.maxSizeKb)) {
        commit((list) => dropUpload(list, id));
        release(preview);
        return void message.error(t('tooLarge', { n: opts.maxSizeKb }));
      }
      const reply = await uploadImage(prepared, {
        path: opts.action,
        domain: opts.domain,
        imgKey: opts.imgKey,
        // The server holds a lower limit too; it never goes above its own maximum.
        maxSizeKb: opts.maxSizeKb < IMAGE_UPLOAD_MAX_KB ? opts.maxSizeKb : undefined,
        onProgress: (percent) => commit((list) => setProgress(list, id, percent)),
      });
      commit((list) => finishUpload(list, id, reply));
      release(preview);
      measureSince(UPLOAD_MEASURE, started);
    } catch (error) {
      commit((list) => dropUpload(list, id));
      release(preview);
      const network = !(error instanceof UploadError) || error.kind === 'network';
      modal.confirm({
        title: t('uploadFailedTitle'),
        content: network ? t('uploadNetwork') : error.message || t('uploadFailed'),
        okText: t('retry'),
        cancelText: t('close'),
        onOk: () => void send(file),
      });
    }
  };

  const pick = (files: File[]) => {
    if (files.length === 0) return;
    if (opts.needImgKey && !opts.imgKey) return void modal.warning({ title: t('uploadFailedTitle'), content: t('keyRequired') });
    if (typeof URL.createObjectURL !== 'function') return void modal.warning({ title: t('uploadFailedTitle'), content: t('noObjectUrl') });
    if (exceedsMax(latest.current, files.length, opts.maxCount)) return void message.warning(t('tooMany', { n: opts.maxCount ?? 0 }));
    const { requiredType } = opts;
    for (const file of files) {
      if (requiredType && !hasType(file, requiredType)) {
        message.error(t('requiredType', { type: imageTypeLabel(requiredType) }));
        continue;
      }
      void send(file);
    }
  };

  const remove = (id: string) => {
    release(latest.current.find((i) => i.id === id)?.url);
    commit((list) => removeImage(list, id));
  };

  return { items, pick, remove };
}
