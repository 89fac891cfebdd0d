import { describe, expect, it } from 'vitest';
import { type MaskKind, maskBankCard, maskEmail, maskIdCard, maskMobile, maskName, maskText, maskValue } from './mask-rules';

describe('masking rules', () => {
  it.each([
    ['13812341234', '138****1234'],
    ['138 1234 1234', '138****1234'],
    ['+8613812341234', '+86*******1234'],
    ['1234567', '***4567'],
    ['1234', '****'],
    ['', ''],
  ])('mobile %s → %s', (input, expected) => expect(maskMobile(input)).toBe(expected));

  it.each([
    ['11010119900307123X', '110101********123X'],
    ['110101900307123', '110101*****7123'],
    ['1101011990', '**********'],
    ['', ''],
  ])('ID card %s → %s', (input, expected) => expect(maskIdCard(input)).toBe(expected));

  it.each([
    ['6222021234567890709', '**** **** **** 0709'],
    ['6222 0212 3456 7890', '**** **** **** 7890'],
    ['0709', '****'],
    ['', ''],
  ])('bank card %s → %s', (input, expected) => expect(maskBankCard(input)).toBe(expected));

  it.each([
    ['张三', '张*'],
    ['欧阳娜娜', '欧***'],
    ['李', '*'],
    [' 王五 ', '王*'],
    ['', ''],
  ])('name %s → %s', (input, expected) => expect(maskName(input)).toBe(expected));

  it.each([
    ['zhang.san@example.com', 'z***@example.com'],
    ['a@b.cn', 'a***@b.cn'],
    ['no-at-sign', 'n********n'],
    ['@example.com', '@**********m'],
  ])('email %s → %s', (input, expected) => expect(maskEmail(input)).toBe(expected));

  it.each([
    ['ab', '**'],
    ['abc', 'a***c'],
    ['北京市朝阳区', '北****区'],
  ])('text %s → %s', (input, expected) => expect(maskText(input)).toBe(expected));

  it.each<[MaskKind, string | null | undefined, string]>([
    ['mobile', '13800000000', '138****0000'],
    ['email', 'demo0000@example.com', 'd***@example.com'],
    ['idCard', null, ''],
    ['bankCard', undefined, ''],
  ])('maskValue(%s, %s) → %s', (kind, value, expected) => expect(maskValue(kind, value)).toBe(expected));

  it('never returns the clear value of anything longer than two characters', () => {
    for (const kind of ['mobile', 'idCard', 'bankCard', 'name', 'email', 'text'] as const) {
      for (const value of ['13812341234', '11010119900307123X', 'zhang@example.com', '欧阳娜娜']) {
        expect(maskValue(kind, value), `${kind} ${value}`).not.toBe(value);
      }
    }
  });
});
