import type { Locale } from '../api/messages';
import { VALUATION_RULE_MESSAGES } from './valuation-messages';

/**
 * Every validation message of spec 000 §5 (and the shared form, 001 §5), by stable key, in both
 * languages. Rules raise the zh-CN text as the zod `message` and the key in `params`, so a
 * client can show either language (localizeIssue). `{{n}}` marks a value filled in per issue.
 * The zh-CN texts are unique: a message without a key can still be traced back to it.
 * No zod here, so a page can read a message without loading zod.
 */
export const VALIDATION_MESSAGES = {
  required: { 'zh-CN': '此项不能为空', 'en-US': 'This field cannot be empty' },
  billChoice: { 'zh-CN': '请选择报单', 'en-US': 'Choose a bill' },
  mortgageeChoice: { 'zh-CN': '请选择抵押权人', 'en-US': 'Choose a mortgagee' },
  fillIn: { 'zh-CN': '请填写{{label}}', 'en-US': 'Please fill in {{label}}' },
  textExpected: { 'zh-CN': '请输入文字', 'en-US': 'Please enter text' },
  idFormat: { 'zh-CN': '编号须为1至2147483647之间的整数', 'en-US': 'An id must be a whole number from 1 to 2147483647' },
  nulCharacter: { 'zh-CN': '内容不能包含空字符（\\u0000）', 'en-US': 'The text must not contain a NUL character (\\u0000)' },
  brokenCharacter: {
    'zh-CN': '内容包含无法识别的字符，请重新输入',
    'en-US': 'The text holds a character that cannot be read, please type it again',
  },
  pageNumRange: { 'zh-CN': '页码须为1到100000的整数', 'en-US': 'The page number must be a whole number from 1 to 100000' },

  mobileRequired: { 'zh-CN': '请填写手机号', 'en-US': 'Please fill in the mobile number' },
  mobileFormat: { 'zh-CN': '手机号格式错误', 'en-US': 'Mobile format error' },
  emailRequired: { 'zh-CN': '请填写邮箱地址', 'en-US': 'Please fill in the email address' },
  emailFormat: { 'zh-CN': '邮箱格式错误', 'en-US': 'Email format error' },

  lengthTooLong: { 'zh-CN': '长度过长', 'en-US': 'Length too long' },
  maxChars: { 'zh-CN': '最多{{n}}个字符', 'en-US': 'At most {{n}} characters' },

  numbersOnly: { 'zh-CN': '只能输入数字', 'en-US': 'Numbers only' },
  positiveOnly: { 'zh-CN': '只能输入正数', 'en-US': 'Positive numbers only' },
  positiveIntegerOnly: { 'zh-CN': '只能输入正整数', 'en-US': 'Positive integers only' },
  twoDecimals: { 'zh-CN': '请填写两位小数', 'en-US': 'Please fill in two decimals' },
  amountRequired: { 'zh-CN': '请填写金额', 'en-US': 'Please fill in the amount' },
  amountPositive: { 'zh-CN': '金额须大于0', 'en-US': 'The amount must be greater than 0' },
  contractAmount: {
    'zh-CN': '合同金额整数部分最多9位，小数最多2位',
    'en-US': 'Contract amount: at most 9 integer digits and 2 decimals',
  },
  digits9And2: { 'zh-CN': '最多11位数字，其中小数2位', 'en-US': 'At most 11 digits, 2 of them decimals' },
  digits10And1: { 'zh-CN': '整数部分最多10位，小数最多1位', 'en-US': 'At most 10 integer digits and 1 decimal' },

  termMultipleOf30: {
    'zh-CN': '抵押类借款期限须为30天的整数倍',
    'en-US': 'For mortgage loans the term must be a multiple of 30 days',
  },
  termMultipleOf10: { 'zh-CN': '借款期限须为10天的整数倍', 'en-US': 'The term must be a multiple of 10 days' },
  halfwayTerm: { 'zh-CN': '借款期限须在1至365天之间', 'en-US': 'The term must be between 1 and 365 days' },

  notBeforeNow: { 'zh-CN': '时间不能早于当前时间', 'en-US': 'The time cannot be earlier than now' },
  notBeforeYesterday: { 'zh-CN': '时间不能早于前一天', 'en-US': 'The time cannot be earlier than yesterday' },
  notAfterNow: { 'zh-CN': '时间不能晚于当前时间', 'en-US': 'The time cannot be later than now' },
  leaseOrder: { 'zh-CN': '租赁开始时间不能晚于租赁结束时间', 'en-US': 'The lease start cannot be after the lease end' },
  dateFormat: { 'zh-CN': '请输入正确的时间格式', 'en-US': 'Please enter the correct time format' },

  idCardFormat: { 'zh-CN': '身份证格式错误', 'en-US': 'ID card format error' },
  idCardLowercaseX: { 'zh-CN': '请大写身份证中的x', 'en-US': 'Please capitalise the x in the ID card number' },
  creditCodeFormat: { 'zh-CN': '统一社会信用代码格式错误', 'en-US': 'Unified social credit code format error' },
  registrationCodeFormat: { 'zh-CN': '注册号须为15位数字', 'en-US': 'The registration number must be exactly 15 digits' },
  bankCardRequired: { 'zh-CN': '请填写银行卡号', 'en-US': 'Please fill in the bank card number' },
  bankCardFormat: { 'zh-CN': '银行卡号须为12至19位数字', 'en-US': 'The bank card number must be 12 to 19 digits' },
  bankCardCheckDigit: {
    'zh-CN': '银行卡号校验位错误，请核对卡号',
    'en-US': 'The bank card number fails its check digit, please check the number',
  },
  bankCardPrefix: { 'zh-CN': '请输入至少6位数字的银行卡号', 'en-US': 'Enter at least the first 6 digits of the bank card number' },
  cardBinFormat: { 'zh-CN': '卡BIN须为6至10位数字', 'en-US': 'A card BIN must be 6 to 10 digits' },
  postalCodeFormat: { 'zh-CN': '邮政编码须为6位数字', 'en-US': 'The postal code must be 6 digits' },

  ratioFormat: {
    'zh-CN': '股东占比须为0至100的数字（最多两位小数）或**.**',
    'en-US': 'The shareholder ratio must be a number from 0 to 100 (at most two decimals) or **.**',
  },
  chineseOnly: { 'zh-CN': '只能输入中文', 'en-US': 'Chinese characters only' },
  noChinese: { 'zh-CN': '不能包含中文', 'en-US': 'Must not contain Chinese characters' },
  noDigits: { 'zh-CN': '不能包含数字', 'en-US': 'Must not contain digits' },
  halfWidthParentheses: { 'zh-CN': '请使用英文括号', 'en-US': 'Please use English (half-width) parentheses' },
  noWhitespace: { 'zh-CN': '不能包含空格', 'en-US': 'Must not contain spaces' },

  borrowerTypesRequired: { 'zh-CN': '请至少选择一个借款人类型', 'en-US': 'Select at least one borrower type' },
  specialFactorsRequired: { 'zh-CN': '请选择特殊因素', 'en-US': 'Please select the special factors' },
  fundContractNoRequired: { 'zh-CN': '资金合同编号不能为空', 'en-US': 'The fund contract number cannot be empty' },
  fundContractNoBracket: {
    'zh-CN': '资金合同编号括号内须为6个字符',
    'en-US': 'The part of the fund contract number in brackets must be exactly 6 characters',
  },
  borrowerAccountRequired: { 'zh-CN': '借款人账户不能为空', 'en-US': 'The borrower account cannot be empty' },
  certificateImageRequired: { 'zh-CN': '请上传抵押权证图片', 'en-US': 'Upload the image of the mortgage certificate' },
  ...VALUATION_RULE_MESSAGES,
} as const satisfies Record<string, Record<Locale, string>>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;
export type MessageValues = Record<string, string | number>;

/** What a pure check reports: the message key and the values for its placeholders. */
export type RuleIssue = { key: ValidationKey; values?: MessageValues };

export const isValidationKey = (key: unknown): key is ValidationKey =>
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, key);

/** The message of `key` in `locale`, with `{{name}}` placeholders filled from `values`. */
export function validationMessage(key: ValidationKey, locale: Locale, values: MessageValues = {}): string {
  return VALIDATION_MESSAGES[key][locale].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The spec's mobile messages under their first names (the login page reads them without zod). */
export const MOBILE_MESSAGES = {
  required: VALIDATION_MESSAGES.mobileRequired,
  format: VALIDATION_MESSAGES.mobileFormat,
} as const;
