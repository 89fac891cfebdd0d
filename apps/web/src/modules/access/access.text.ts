import { defineText } from '@/lib/text';

/** The role-grant page's words (namespace 'access'). */
export const useAccessText = defineText(
  'access',
  {
    role: '角色',
    saved: '已保存',
    save: '保存授权',
    scope: '数据范围',
    grants: '权限',
  },
  {
    role: 'Role',
    saved: 'Saved',
    save: 'Save grants',
    scope: 'Data scope',
    grants: 'Permissions',
  },
);
