import type { LocalisedText } from '../route-table/route-table.types';

/** The contract module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const CONTRACT_REPLY_MESSAGES = {
  contractNotFound: { 'zh-CN': '合同不存在或不在您的数据范围内', 'en-US': 'The contract does not exist or is outside your data scope' },
  contractStale: { 'zh-CN': '该合同已被他人修改，请刷新后重试', 'en-US': 'Someone else changed the contract: refresh and try again' },
  contractBillNotApproved: {
    'zh-CN': '报单未终审通过，不能生成合同',
    'en-US': 'The bill has not passed final review: no contract can be made',
  },
  contractNotApproved: { 'zh-CN': '合同未审批通过，不能签署', 'en-US': 'The contract is not approved: it cannot be signed' },
  contractScanNotFound: { 'zh-CN': '签署扫描件不存在，请重新上传', 'en-US': 'A signed scan was not found: upload it again' },
  contractSignRefused: {
    'zh-CN': '电子签章服务拒绝签署，请稍后重试',
    'en-US': 'The e-signature provider refused to sign: try again later',
  },
  contractSignDateInvalid: {
    'zh-CN': '签署日期不能早于合同生成日期，也不能晚于今天',
    'en-US': 'The signing date cannot be before the contract was made or after today',
  },
  contractTemplateNotFound: { 'zh-CN': '合同模板不存在', 'en-US': 'The contract template does not exist' },
  contractTemplateStale: {
    'zh-CN': '该模板已有更新的版本，请刷新后重试',
    'en-US': 'The template has a newer version: refresh and try again',
  },
  contractTemplateUnknownField: {
    'zh-CN': '模板中有不存在的字段：{fields}',
    'en-US': 'The template names fields that do not exist: {fields}',
  },
} as const satisfies Record<string, LocalisedText>;
