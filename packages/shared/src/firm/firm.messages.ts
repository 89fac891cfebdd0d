import type { LocalisedText } from '../route-table/route-table.types';

/** The firm module's replies, in both languages. */
export const FIRM_MESSAGES = {
  firmNotFound: { 'zh-CN': '企业不存在或不在您的数据范围内', 'en-US': 'The firm does not exist or is outside your data scope' },
  firmStale: { 'zh-CN': '该企业已被他人修改，请刷新后重试', 'en-US': 'The firm was changed by someone else, please refresh and retry' },
  firmCodeTaken: {
    'zh-CN': '该统一社会信用代码或注册号的企业已存在',
    'en-US': 'A firm with this unified social credit code or registration number already exists',
  },
} as const satisfies Record<string, LocalisedText>;
