import { type Locale, UPLOAD_MESSAGES, type UploadMessageKey } from '@lc/shared';
import { defineText } from '@/lib/text';

/** The spec's messages come from shared (the server answers with the same words), as i18next text. */
const spec = (locale: Locale) =>
  Object.fromEntries(Object.entries(UPLOAD_MESSAGES).map(([key, text]) => [key, text[locale].replace(/\{(\w+)\}/g, '{{$1}}')])) as Record<
    UploadMessageKey,
    string
  >;

/** The image upload's and viewer's words (namespace 'image'). */
export const useImageText = defineText(
  'image',
  {
    ...spec('zh-CN'),
    add: '上传图片',
    addHint: '上传图片（已有{{count}}张，最多{{max}}张）',
    uploading: '上传中',
    compressing: '压缩中',
    retry: '重新上传',
    close: '关闭',
    remove: '删除第{{n}}张图片',
    preview: '查看第{{n}}张图片',
    image: '第{{n}}张图片',
    failedImage: '第{{n}}张图片加载失败',
    gallery: '图片列表',
    mobileClose: '关闭预览',
    position: '第{{n}}张，共{{total}}张',
    empty: '暂无图片',
    rotateLeft: '向左旋转',
    rotateRight: '向右旋转',
    zoomIn: '放大',
    zoomOut: '缩小',
  },
  {
    ...spec('en-US'),
    add: 'Upload image',
    addHint: 'Upload image ({{count}} of at most {{max}})',
    uploading: 'Uploading',
    compressing: 'Compressing',
    retry: 'Upload again',
    close: 'Close',
    remove: 'Delete image {{n}}',
    preview: 'View image {{n}}',
    image: 'Image {{n}}',
    failedImage: 'Image {{n}} failed to load',
    gallery: 'Images',
    mobileClose: 'Close preview',
    position: '{{n}} of {{total}}',
    empty: 'No images',
    rotateLeft: 'Rotate left',
    rotateRight: 'Rotate right',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
  },
);
