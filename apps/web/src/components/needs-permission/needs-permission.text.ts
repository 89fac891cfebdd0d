import { defineText } from '@/lib/text';

export const useNeedsPermissionText = defineText(
  'needsPermission',
  { title: '这里的数据需要另一项权限', hint: '页面本身您可以打开，它显示的记录需要权限“{{code}}”。请联系管理员。' },
  {
    title: 'This data needs another permission',
    hint: 'You may open this page; the records it shows need the permission "{{code}}". Ask an administrator.',
  },
);
