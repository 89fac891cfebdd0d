import { describe, expect, it } from 'vitest';
import { chineseCapital, formatWanYi, inWanYi } from './money-words';

describe('chineseCapital: worked examples, written by hand', () => {
  it.each([
    ['0.01', '壹分'],
    ['0.1', '壹角'],
    ['0.50', '伍角'],
    ['0', '零元整'],
    ['1', '壹元整'],
    ['1.20', '壹元贰角'],
    ['2.05', '贰元零伍分'],
    ['10', '壹拾元整'],
    ['15', '壹拾伍元整'],
    ['20.00', '贰拾元整'],
    ['100.05', '壹佰元零伍分'],
    ['1001', '壹仟零壹元整'],
    ['1010', '壹仟零壹拾元整'],
    ['10000', '壹万元整'],
    ['10001', '壹万零壹元整'],
    ['100000.09', '壹拾万元零玖分'],
    ['105000', '壹拾万伍仟元整'],
    ['1000000', '壹佰万元整'],
    ['20000000', '贰仟万元整'],
    ['100000000', '壹亿元整'],
    ['100010001.01', '壹亿零壹万零壹元零壹分'],
    ['300050000', '叁亿零伍万元整'],
    ['500000.00', '伍拾万元整'],
    ['43864.98', '肆万叁仟捌佰陆拾肆元玖角捌分'],
    ['999999999.99', '玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['1000000000000.01', '壹万亿元零壹分'],
  ])('%s → %s', (amount, words) => {
    expect(chineseCapital(amount)).toBe(words);
  });

  it('rounds half up to the fen first, and writes 负 before a negative amount', () => {
    expect(chineseCapital('0.005')).toBe('壹分');
    expect(chineseCapital('1.994')).toBe('壹元玖角玖分');
    expect(chineseCapital('-12.5')).toBe('负壹拾贰元伍角');
    expect(chineseCapital('-0.001')).toBe('零元整');
  });

  it('refuses what is not an amount, and amounts of 10^15 and more', () => {
    expect(() => chineseCapital('12a')).toThrow(RangeError);
    expect(() => chineseCapital('1e5')).toThrow(RangeError);
    expect(() => chineseCapital('1000000000000000')).toThrow(RangeError);
    expect(chineseCapital('999999999999999.99')).toBe('玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
  });
});

describe('inWanYi: yuan below 10,000, wan from 10,000, yi from 10^8', () => {
  it.each([
    ['0', '0元'],
    ['9999.99', '9999.99元'],
    ['9999.995', '1万元'],
    ['10000', '1万元'],
    ['12345.67', '1.23万元'],
    ['35000', '3.5万元'],
    ['99999999', '1亿元'],
    ['99994999', '9999.5万元'],
    ['100000000', '1亿元'],
    ['250000000.00', '2.5亿元'],
    ['-45000', '-4.5万元'],
  ])('%s → %s', (amount, shown) => {
    expect(formatWanYi(amount)).toBe(shown);
  });

  it('keeps the figure a decimal string apart from its unit', () => {
    expect(inWanYi('1234567.891')).toEqual({ amount: '123.46', unit: '万元' });
  });
});
