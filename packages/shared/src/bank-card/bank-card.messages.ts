import type { LocalisedText } from '../route-table/route-table.types';

/** The bank-card module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const BANK_CARD_REPLY_MESSAGES = {
  bankCardBankNotFound: { 'zh-CN': '银行不存在', 'en-US': 'The bank does not exist' },
  bankCardBankStale: { 'zh-CN': '该银行已被他人修改，请刷新后重试', 'en-US': 'Someone else changed the bank: refresh and try again' },
  bankCardBankCodeTaken: { 'zh-CN': '银行编码{code}已存在', 'en-US': 'The bank code {code} already exists' },
  bankCardBinNotFound: { 'zh-CN': '卡BIN不存在', 'en-US': 'The card BIN does not exist' },
  bankCardBinStale: { 'zh-CN': '该卡BIN已被他人修改，请刷新后重试', 'en-US': 'Someone else changed the card BIN: refresh and try again' },
  bankCardBinTaken: { 'zh-CN': '卡BIN {bin} 已存在', 'en-US': 'The card BIN {bin} already exists' },
  bankCardBinBankUnknown: { 'zh-CN': '银行编码{code}不在银行列表中', 'en-US': 'The bank code {code} is not in the bank list' },
  bankCardNotFound: { 'zh-CN': '银行卡不存在或不在您的数据范围内', 'en-US': 'The bank card does not exist or is outside your data scope' },
  bankCardStale: { 'zh-CN': '该银行卡已被他人修改，请刷新后重试', 'en-US': 'Someone else changed the bank card: refresh and try again' },
  bankCardBorrowerNotFound: {
    'zh-CN': '借款人不存在或不在您的数据范围内',
    'en-US': 'The borrower does not exist or is outside your data scope',
  },
  bankCardBankUnknown: {
    'zh-CN': '未能按卡BIN识别发卡行，请先在卡BIN配置中添加',
    'en-US': 'No issuing bank matches the card BIN: add it under card BIN settings first',
  },
  bankCardTaken: { 'zh-CN': '该借款人已登记此银行卡', 'en-US': 'This bank card is already recorded for the borrower' },
  cardChangeNotFound: {
    'zh-CN': '变更申请不存在或不在您的数据范围内',
    'en-US': 'The change request does not exist or is outside your data scope',
  },
  cardChangeCardNotInUse: { 'zh-CN': '只能变更使用中的银行卡', 'en-US': 'Only a card in use can be replaced' },
  cardChangeSameCard: { 'zh-CN': '新卡号与原卡号相同', 'en-US': 'The new card number is the old one' },
  cardChangePending: { 'zh-CN': '该银行卡已有进行中的变更申请', 'en-US': 'This card already has a change request in progress' },
  cardChangeNotApproved: { 'zh-CN': '变更申请尚未核心审核通过', 'en-US': 'The change request has not passed core review' },
  cardChangeStale: {
    'zh-CN': '该变更申请已被他人处理，请刷新后重试',
    'en-US': 'Someone else acted on the change request: refresh and try again',
  },
} as const satisfies Record<string, LocalisedText>;
