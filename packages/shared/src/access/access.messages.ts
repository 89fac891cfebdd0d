import type { LocalisedText } from '../route-table/route-table.types';

/** The access module's messages: role grants. */
export const ACCESS_MESSAGES = {
  roleNotFound: { 'zh-CN': '角色不存在', 'en-US': 'The role does not exist' },
  unknownPermissionCodes: { 'zh-CN': '未知的权限编码：{codes}', 'en-US': 'Unknown permission codes: {codes}' },
} as const satisfies Record<string, LocalisedText>;
