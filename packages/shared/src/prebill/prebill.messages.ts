import type { LocalisedText } from '../route-table/route-table.types';

/** The pre-bill module's messages (server replies), in both languages. */
export const PREBILL_MESSAGES = {
  preBillNotFound: { 'zh-CN': '询价记录不存在', 'en-US': 'The enquiry does not exist' },
  preBillConverted: { 'zh-CN': '该询价已转为报单', 'en-US': 'This enquiry has already been converted into a bill' },
  preBillIncomplete: { 'zh-CN': '询价信息不完整', 'en-US': 'The enquiry is incomplete' },
  preBillStale: { 'zh-CN': '询价已被修改，请刷新后重试', 'en-US': 'The enquiry has been changed, please refresh and retry' },
  preBillSaved: { 'zh-CN': '询价已保存', 'en-US': 'Enquiry saved' },
  preBillConvertedDone: { 'zh-CN': '已转为报单草稿', 'en-US': 'Converted into a bill draft' },
} satisfies Record<string, LocalisedText>;
