import { IMAGE_STATUS } from '@lc/shared';
import type { FormInstance } from 'antd';

/** An image the form is still uploading (use-image-upload.ts adds it so, with its progress). */
const isUploading = (value: object) => 'percent' in value && (value as { status?: unknown }).status === IMAGE_STATUS.uploading;

/** Whether form values hold an image still uploading, at any depth (a list of records with images too). */
export function holdsUploading(value: unknown, depth = 0): boolean {
  if (depth > 5 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsUploading(item, depth + 1));
  return isUploading(value) || Object.values(value).some((item) => holdsUploading(item, depth + 1));
}

const UPLOAD_WAIT_MS = 120_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The values to send once no image in the form is still uploading. A save clicked while a
 * picture was on its way sent no picture ("请上传签署扫描件" beside a thumbnail already showing):
 * it now waits for the upload, the button spinning, then sends what the form holds then. An upload
 * that fails leaves its image out, and the save's own rules say so.
 */
export async function valuesOnceUploaded<V>(form: FormInstance<V>, values: V): Promise<V> {
  if (!holdsUploading(values)) return values;
  const until = Date.now() + UPLOAD_WAIT_MS;
  while (holdsUploading(form.getFieldsValue()) && Date.now() < until) await sleep(100);
  return { ...values, ...form.getFieldsValue() };
}
