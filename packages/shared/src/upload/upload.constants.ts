import type { LocalisedText } from '../route-table/route-table.types';

/** Spec 001 §5 and §9: the image upload's default limit, in KB; a caller may lower it. */
export const IMAGE_UPLOAD_MAX_KB = 15360;
/** Spec 001 §7: the default upload path (default domain) and its form fields. */
export const IMAGE_UPLOAD_FIELD = 'upload_file';
export const IMAGE_KEY_FIELD = 'img_key';
export const IMAGE_KEY_MAX = 64;
/**
 * Spec 000 §8: 256,000,000 pixels is the largest page the console renders. A larger image (or a
 * header that claims one: 30000 × 30000 fits in a few hundred bytes) is refused before anything
 * decodes it, since decoding allocates width × height × 4 bytes.
 */
export const IMAGE_MAX_PIXELS = 256_000_000;

/**
 * Spec 001 §9: images of 2 MB (2097152 bytes) or less are sent as they are; larger ones are
 * scaled to at most 1000 px on the longer side and re-encoded as JPEG at quality 0.5.
 */
export const IMAGE_COMPRESS = { thresholdBytes: 2_097_152, maxSide: 1000, quality: 0.5, mime: 'image/jpeg' } as const;

/** The image types we accept, by their content (never by name). */
export const IMAGE_TYPES = ['jpeg', 'png', 'gif', 'webp', 'bmp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_MIME: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};
/** Spec 001 §5: "jpeg is shown as jpg". */
export const imageTypeLabel = (type: ImageType) => (type === 'jpeg' ? 'jpg' : type);

/** Spec 001 §9: image viewer defaults (z-index 9999, no navbar, title, flip or reset). */
export const IMAGE_VIEWER = { zIndex: 9999, navbar: false, title: false, scalable: false, reset: false } as const;
/** Spec 001 §9: the app id the native apps' image preview is called with. */
export const IMAGE_PREVIEW_APP_ID = 'yk';
/** Spec 001 §9: user agents that get the mobile preview instead of the desktop viewer. */
export const MOBILE_USER_AGENT = /Android|iPhone|SymbianOS|Windows Phone|iPad|iPod/;

/**
 * Spec 001 §5 and §8: the upload's and the viewer's messages, `{n}`-style placeholders.
 * The server answers with the Chinese text; the web app shows either language.
 */
export const UPLOAD_MESSAGES = {
  tooLarge: { 'zh-CN': '图片文件不能超过{n}Kb', 'en-US': 'The image file cannot exceed {n}Kb' },
  requiredType: { 'zh-CN': '请上传{type}格式的图片', 'en-US': 'Please upload a {type} format image' },
  tooMany: { 'zh-CN': '最多{n}张图片，请重新选择', 'en-US': 'At most {n} images, please choose again' },
  uploadFailed: { 'zh-CN': '图片上传失败，请稍后重新上传', 'en-US': 'Image upload failed, please upload again later' },
  uploadNetwork: { 'zh-CN': '网络异常，图片上传失败，请稍后重试', 'en-US': 'Network abnormal, image upload failed, please retry later' },
  uploadFailedTitle: { 'zh-CN': '图片上传失败：', 'en-US': 'Image upload failed:' },
  keyRequired: { 'zh-CN': '缺少图片标识（img_key），无法上传', 'en-US': 'The image key (img_key) is missing, cannot upload' },
  noObjectUrl: {
    'zh-CN': '当前浏览器不支持图片预览，请更换浏览器后上传',
    'en-US': 'This browser cannot preview images, please upload with another browser',
  },
  loadFailed: { 'zh-CN': '{n}张图片加载失败', 'en-US': '{n} images failed to load' },
  loading: { 'zh-CN': '加载中...', 'en-US': 'loading...' },
  tooManyPixels: {
    'zh-CN': '图片尺寸过大（超过{n}像素），请缩小后重新上传',
    'en-US': 'The image is too large (over {n} pixels), please scale it down and upload again',
  },
  badForm: {
    'zh-CN': '上传的表单格式错误，请重新选择图片上传',
    'en-US': 'The upload form is malformed, please choose the image and upload again',
  },
  noFile: { 'zh-CN': '请选择要上传的图片', 'en-US': 'Please choose an image to upload' },
  notImage: {
    'zh-CN': '仅支持 JPG、PNG、GIF、WEBP、BMP 格式的图片',
    'en-US': 'Only JPG, PNG, GIF, WEBP and BMP images are accepted',
  },
  forged: {
    'zh-CN': '文件内容与扩展名不符，不是有效的图片，请重新选择',
    'en-US': 'The file content does not match its extension: it is not a valid image, please choose again',
  },
} as const satisfies Record<string, LocalisedText>;
export type UploadMessageKey = keyof typeof UPLOAD_MESSAGES;

export function uploadMessage(
  key: UploadMessageKey,
  locale: keyof LocalisedText = 'zh-CN',
  vars: Record<string, string | number> = {},
): string {
  return UPLOAD_MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
