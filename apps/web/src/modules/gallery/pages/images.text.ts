import { defineText } from '@/lib/text';

/** The image gallery page's words (namespace 'testImg'). */
export const useTestImgText = defineText(
  'testImg',
  {
    upload: '图片上传（最多3张）',
    uploadHint: '超过2MB的图片会先在浏览器中压缩（长边不超过1000像素，JPEG质量0.5），再加密保存。',
    jpgOnly: '指定格式上传（仅限JPG）',
    jpgOnlyHint: '只接受jpg格式的图片。',
    viewer: '已上传的图片（桌面查看器）',
    mobile: '手机预览',
    mobileHint: '手机和平板上点击图片打开全屏预览，左右滑动切换。',
    statuses: '图片状态',
    status: '第{{n}}张：状态{{status}}（{{label}}）',
  },
  {
    upload: 'Image upload (at most 3)',
    uploadHint:
      'Images over 2 MB are compressed in the browser first (longer side at most 1000 px, JPEG quality 0.5), then stored encrypted.',
    jpgOnly: 'Upload of one type (jpg only)',
    jpgOnlyHint: 'Only jpg images are accepted.',
    viewer: 'Uploaded images (desktop viewer)',
    mobile: 'Mobile preview',
    mobileHint: 'On phones and tablets a tap opens a full-screen preview; swipe to move between images.',
    statuses: 'Image status',
    status: 'Image {{n}}: status {{status}} ({{label}})',
  },
);
