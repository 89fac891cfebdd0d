import type { LocalisedText } from '../route-table/route-table.types';

/** The mortgage module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const MORTGAGE_REPLY_MESSAGES = {
  mortgageNotFound: { 'zh-CN': '记录不存在或不在您的数据范围内', 'en-US': 'The record does not exist or is outside your data scope' },
  mortgageStale: { 'zh-CN': '该记录已被他人修改，请刷新后重试', 'en-US': 'Someone else changed the record: refresh and try again' },
  mortgageBillNotApproved: {
    'zh-CN': '报单未通过终审，不能申请抵押',
    'en-US': 'The bill has not passed final review: no mortgage request yet',
  },
  mortgagePropertyNotOnBill: { 'zh-CN': '所选抵押物不属于该报单', 'en-US': 'A chosen property does not belong to the bill' },
  mortgageeUnavailable: { 'zh-CN': '抵押权人不存在或已停用', 'en-US': 'The mortgagee does not exist or is disabled' },
  mortgageRequestOpen: { 'zh-CN': '该报单已有进行中的抵押申请', 'en-US': 'The bill already has a mortgage request in progress' },
  mortgageNotAwaitingRegistration: { 'zh-CN': '该抵押申请当前不能登记', 'en-US': 'The mortgage request is not awaiting registration' },
  mortgagePropertyRegistered: { 'zh-CN': '该抵押物已登记，不能重复登记', 'en-US': 'The property is already registered' },
  mortgageReleaseNotSettled: {
    'zh-CN': '贷款尚未结清，不能发起解押；如需例外解押请填写原因',
    'en-US': 'The loan is not settled: a release needs settlement, or an exception with its reason',
  },
  mortgageReleaseNotRegistered: { 'zh-CN': '该报单没有已登记的抵押，无需解押', 'en-US': 'The bill has no registered mortgage to release' },
  mortgageReleaseOpen: { 'zh-CN': '该报单已有进行中的解押申请', 'en-US': 'The bill already has a release request in progress' },
  mortgageImageNotFound: { 'zh-CN': '证书图片不存在，请重新上传', 'en-US': 'A certificate image was not found: upload it again' },
  mortgagePropertyNotRegistered: {
    'zh-CN': '该抵押物尚未登记，请先登记再补充图片',
    'en-US': 'The property is not registered yet: register it before adding images',
  },
  mortgageImagesTooMany: { 'zh-CN': '每处抵押物的证书图片最多9张', 'en-US': 'A property holds at most 9 certificate images' },
  mortgageReleaseNotApproved: { 'zh-CN': '解押申请尚未审批通过', 'en-US': 'The release request is not approved yet' },
} as const satisfies Record<string, LocalisedText>;
