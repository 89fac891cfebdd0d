import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { localizeIssue } from './localize';
import * as r from './rules';

/** The first issue of a rule on a value, in both languages; undefined when the value passes. */
function messages(rule: ZodType, value: unknown): [string, string] | undefined {
  const result = rule.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  return [localizeIssue(issue, 'zh-CN'), localizeIssue(issue, 'en-US')];
}

type Case = { rule: ZodType; good: unknown[]; bad: [unknown, string, string][] };

const TOO_LONG: [string, string] = ['长度过长', 'Length too long'];

const CASES: Record<string, Case> = {
  mobileRequired: {
    rule: r.mobileRequired,
    good: ['13800000000', ' 19912345678 '],
    bad: [
      [undefined, '请填写手机号', 'Please fill in the mobile number'],
      ['  ', '请填写手机号', 'Please fill in the mobile number'],
      ['12800000000', '手机号格式错误', 'Mobile format error'],
      ['1380000000', '手机号格式错误', 'Mobile format error'],
    ],
  },
  mobileOptional: {
    rule: r.mobileOptional,
    good: [undefined, '', '13912345678'],
    bad: [['139123456789', '手机号格式错误', 'Mobile format error']],
  },
  emailRequired: {
    rule: r.emailRequired,
    good: ['li.lei@example.com', 'a+b@mail.example.cn'],
    bad: [
      ['', '请填写邮箱地址', 'Please fill in the email address'],
      ['li.lei@', '邮箱格式错误', 'Email format error'],
      ['li lei@example.com', '邮箱格式错误', 'Email format error'],
    ],
  },
  emailOptional: { rule: r.emailOptional, good: [undefined, '', 'x@y.io'], bad: [['x@y', '邮箱格式错误', 'Email format error']] },
  lengthAtMost40: { rule: r.lengthAtMost(40), good: ['', '中'.repeat(40)], bad: [['中'.repeat(41), ...TOO_LONG]] },
  lengthAtMost4: { rule: r.lengthAtMost(4), good: ['abcd', '𠀋𠀋𠀋𠀋'], bad: [['abcde', ...TOO_LONG]] },
  maxChars: { rule: r.maxChars(5), good: ['12345'], bad: [['123456', '最多5个字符', 'At most 5 characters']] },
  numbersOnly: {
    rule: r.numbersOnly,
    good: ['12', '-3', '0.5'],
    bad: [
      ['1e5', '只能输入数字', 'Numbers only'],
      ['.5', '只能输入数字', 'Numbers only'],
    ],
  },
  positiveOnly: {
    rule: r.positiveOnly,
    good: ['0.01', '3'],
    bad: [
      ['0', '只能输入正数', 'Positive numbers only'],
      ['-1', '只能输入正数', 'Positive numbers only'],
    ],
  },
  positiveIntegerOnly: {
    rule: r.positiveIntegerOnly,
    good: ['1', '98'],
    bad: [
      ['0', '只能输入正整数', 'Positive integers only'],
      ['1.5', '只能输入正整数', 'Positive integers only'],
    ],
  },
  twoDecimalsAtMost: {
    rule: r.twoDecimalsAtMost,
    good: ['1', '1.5', '1.25'],
    bad: [['1.255', '请填写两位小数', 'Please fill in two decimals']],
  },
  amountRequired: {
    rule: r.amountRequired,
    good: ['0.01', '12345678901234.56'],
    bad: [
      ['', '请填写金额', 'Please fill in the amount'],
      ['0.00', '金额须大于0', 'The amount must be greater than 0'],
      ['-5', '金额须大于0', 'The amount must be greater than 0'],
      ['1.234', '请填写两位小数', 'Please fill in two decimals'],
      ['abc', '只能输入数字', 'Numbers only'],
    ],
  },
  contractAmount: {
    rule: r.contractAmount,
    good: ['999999999.99', '1'],
    bad: [
      ['1000000000', '合同金额整数部分最多9位，小数最多2位', 'Contract amount: at most 9 integer digits and 2 decimals'],
      ['1.001', '合同金额整数部分最多9位，小数最多2位', 'Contract amount: at most 9 integer digits and 2 decimals'],
    ],
  },
  digits9And2: {
    rule: r.digits9And2,
    good: ['123456789.12'],
    bad: [['1234567890.1', '最多11位数字，其中小数2位', 'At most 11 digits, 2 of them decimals']],
  },
  digits10And1: {
    rule: r.digits10And1,
    good: ['1234567890.1', '5'],
    bad: [['1.25', '整数部分最多10位，小数最多1位', 'At most 10 integer digits and 1 decimal']],
  },
  contractTermMortgage: {
    rule: r.contractTerm(2),
    good: ['30', '360'],
    bad: [
      ['45', '抵押类借款期限须为30天的整数倍', 'For mortgage loans the term must be a multiple of 30 days'],
      ['0', '只能输入正整数', 'Positive integers only'],
    ],
  },
  contractTermSecondMortgage: {
    rule: r.contractTerm('3'),
    good: ['90'],
    bad: [['100', '抵押类借款期限须为30天的整数倍', 'For mortgage loans the term must be a multiple of 30 days']],
  },
  contractTermOther: {
    rule: r.contractTerm(1),
    good: ['10', '100'],
    bad: [['45', '借款期限须为10天的整数倍', 'The term must be a multiple of 10 days']],
  },
  halfwayTerm: {
    rule: r.halfwayTerm,
    good: ['1', '365'],
    bad: [
      ['366', '借款期限须在1至365天之间', 'The term must be between 1 and 365 days'],
      ['0', '借款期限须在1至365天之间', 'The term must be between 1 and 365 days'],
      ['3.5', '只能输入正整数', 'Positive integers only'],
    ],
  },
  idCard: {
    rule: r.idCard,
    good: ['11010519491231002X', '440304199001010011', '440304900101001'],
    bad: [
      ['11010519491231002x', '请大写身份证中的x', 'Please capitalise the x in the ID card number'],
      ['110105194912310021', '身份证格式错误', 'ID card format error'],
      ['990105194912310028', '身份证格式错误', 'ID card format error'],
      ['11010519490230002X', '身份证格式错误', 'ID card format error'],
      ['1101051949', '身份证格式错误', 'ID card format error'],
    ],
  },
  creditCode: {
    rule: r.creditCode,
    good: ['91350100M000100Y43', '91110000100000000R'],
    bad: [
      ['91350100M000100Y44', '统一社会信用代码格式错误', 'Unified social credit code format error'],
      ['91350100m000100Y43', '统一社会信用代码格式错误', 'Unified social credit code format error'],
      ['9135010', '统一社会信用代码格式错误', 'Unified social credit code format error'],
    ],
  },
  registrationCode: {
    rule: r.registrationCode,
    good: ['110000000000001'],
    bad: [['11000000000000', '注册号须为15位数字', 'The registration number must be exactly 15 digits']],
  },
  postalCode: { rule: r.postalCode, good: ['100080'], bad: [['10008', '邮政编码须为6位数字', 'The postal code must be 6 digits']] },
  typedDate: {
    rule: r.typedDate,
    good: ['2024-01-05', '2024/1/5', '2024年1月5日', '20240229'],
    bad: [
      ['2023-02-29', '请输入正确的时间格式', 'Please enter the correct time format'],
      ['05/01/2024', '请输入正确的时间格式', 'Please enter the correct time format'],
    ],
  },
  shareholderRatio: {
    rule: r.shareholderRatio,
    good: ['**.**', '0', '', '33.33', '100'],
    bad: [
      [
        '100.01',
        '股东占比须为0至100的数字（最多两位小数）或**.**',
        'The shareholder ratio must be a number from 0 to 100 (at most two decimals) or **.**',
      ],
      [
        '12.345',
        '股东占比须为0至100的数字（最多两位小数）或**.**',
        'The shareholder ratio must be a number from 0 to 100 (at most two decimals) or **.**',
      ],
    ],
  },
  chineseOnly: { rule: r.chineseOnly, good: ['李雷', '阿卜杜·热合曼'], bad: [['李雷a', '只能输入中文', 'Chinese characters only']] },
  noChinese: { rule: r.noChinese, good: ['Li Lei'], bad: [['Li 雷', '不能包含中文', 'Must not contain Chinese characters']] },
  noDigits: { rule: r.noDigits, good: ['李雷'], bad: [['李雷2', '不能包含数字', 'Must not contain digits']] },
  halfWidthParentheses: {
    rule: r.halfWidthParentheses,
    good: ['某某(北京)有限公司'],
    bad: [['某某（北京）有限公司', '请使用英文括号', 'Please use English (half-width) parentheses']],
  },
  noWhitespace: { rule: r.noWhitespace, good: [' ABC '], bad: [['A BC', '不能包含空格', 'Must not contain spaces']] },
  borrowerTypes: {
    rule: r.borrowerTypes,
    good: [[1], ['1', '2']],
    bad: [
      [[], '请至少选择一个借款人类型', 'Select at least one borrower type'],
      [undefined, '请至少选择一个借款人类型', 'Select at least one borrower type'],
    ],
  },
  specialFactors: { rule: r.specialFactors, good: [['地下室']], bad: [[[], '请选择特殊因素', 'Please select the special factors']] },
  text40Required: {
    rule: r.text40Required,
    good: ['有备注', 'a b'],
    bad: [
      ['   ', '此项不能为空', 'This field cannot be empty'],
      ['x'.repeat(41), '最多40个字符', 'At most 40 characters'],
    ],
  },
  text40RequiredNoSpace: {
    rule: r.text40RequiredNoSpace,
    good: ['ab'],
    bad: [
      ['a b', '不能包含空格', 'Must not contain spaces'],
      [undefined, '此项不能为空', 'This field cannot be empty'],
    ],
  },
  fundContractNo: {
    rule: r.fundContractNo,
    good: ['BJ-DY-2024-001', 'ZH-XT(2024A1)-001', 'ZH-XT【2024A1】-001'],
    bad: [
      ['', '资金合同编号不能为空', 'The fund contract number cannot be empty'],
      [
        'ZH-XT(2024A)-001',
        '资金合同编号括号内须为6个字符',
        'The part of the fund contract number in brackets must be exactly 6 characters',
      ],
      [
        'ZH-XT(2024A1-001',
        '资金合同编号括号内须为6个字符',
        'The part of the fund contract number in brackets must be exactly 6 characters',
      ],
      [
        'ZH(123456)(123456)',
        '资金合同编号括号内须为6个字符',
        'The part of the fund contract number in brackets must be exactly 6 characters',
      ],
    ],
  },
  borrowerAccount: {
    rule: r.borrowerAccount,
    good: ['6222020200112233445'],
    bad: [[' ', '借款人账户不能为空', 'The borrower account cannot be empty']],
  },
};

describe.each(Object.entries(CASES))('%s', (_name, { rule, good, bad }) => {
  it.each(good.map((v) => [v]))('accepts %j', (value) => {
    expect(messages(rule, value)).toBeUndefined();
  });
  it.each(bad)('refuses %j: %s / %s', (value, zh, en) => {
    expect(messages(rule, value)).toEqual([zh, en]);
  });
});

describe('outputs', () => {
  it('trims text and normalises dates and ratios', () => {
    expect(r.mobileRequired.parse(' 13800000000 ')).toBe('13800000000');
    expect(r.typedDate.parse('2024.1.5')).toBe('2024-01-05');
    expect(r.shareholderRatio.parse(undefined)).toBe('**.**');
    expect(r.shareholderRatio.parse('0.00')).toBe('**.**');
    expect(r.shareholderRatio.parse(' 51 ')).toBe('51');
  });

  it('optional rules pass a missing value, required ones name it', () => {
    expect(r.idCard.safeParse(undefined).success).toBe(true);
    expect(r.amountRequired.safeParse(undefined).success).toBe(false);
  });

  it('a wrong type still carries a message that localises', () => {
    expect(messages(r.mobileRequired, 13800000000)).toEqual(['请填写手机号', 'Please fill in the mobile number']);
    expect(messages(r.idCard, 42)).toEqual(['请输入文字', 'Please enter text']);
  });
});
