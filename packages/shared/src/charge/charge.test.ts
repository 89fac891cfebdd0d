import { describe, expect, it } from 'vitest';
import { priceFeeItems } from './charge.pricing';
import { chargeStandardParams, chargeStandardUpdate } from './charge.schema';
import { standardCodeFor } from './charge.standards';

const flat = (rate: string) => ({ chief: rate, senior: rate, advanced: rate, common: rate, other: rate });
const item = (over: object = {}) => ({ itemName: '服务费', chargeDays: 5, rates: flat('0.4'), ...over });
const messages = (input: unknown) => chargeStandardUpdate.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('charge standards (spec 000 §9)', () => {
  it('picks the standard by mortgage, Beijing and the 8 million split', () => {
    expect(standardCodeFor({ borrowType: 1, areaCode: 'BJ_11', borrowAmount: '7999999.99' })).toBe('CS_01');
    expect(standardCodeFor({ borrowType: 1, areaCode: 'BJ_11', borrowAmount: '8000000.00' })).toBe('CS_02');
    expect(standardCodeFor({ borrowType: 7, areaCode: 'SH_31', borrowAmount: '9000000.00' })).toBe('CS_03');
    expect(standardCodeFor({ borrowType: 2, areaCode: 'BJ_11', borrowAmount: '100.00' })).toBe('CS_04');
    expect(standardCodeFor({ borrowType: 3, areaCode: 'WH_42', borrowAmount: '100.00' })).toBe('CS_05');
  });

  it('prices per period begun, at least one, half up to the fen, in decimals', () => {
    const one = priceFeeItems([item()], { principal: '1000000.00', days: 3, level: 'common' });
    expect(one).toEqual({ lines: [{ itemName: '服务费', chargeDays: 5, periods: 1, rate: '0.4', amount: '4000.00' }], total: '4000.00' });
    const items = [item(), item({ itemName: '管理费', chargeDays: 30, rates: { ...flat('0.05'), chief: '0.0333' } })];
    const priced = priceFeeItems(items, { principal: '1234567.89', days: 11, level: 'chief' });
    // 3 periods × 0.4% = 14814.81468 → 14814.81; 1 period × 0.0333% = 411.1111… → 411.11
    expect(priced.lines.map((l) => [l.periods, l.amount])).toEqual([
      [3, '14814.81'],
      [1, '411.11'],
    ]);
    expect(priced.total).toBe('15225.92');
  });

  it('refuses bad rates, days, empty or repeated items with the keyed texts', () => {
    expect(chargeStandardUpdate.safeParse({ items: [item()], version: 1 }).success).toBe(true);
    expect(messages({ items: [], version: 1 })).toEqual(['请至少添加一项费用']);
    expect(messages({ items: [item(), item()], version: 1 })).toEqual(['费用名称不能重复']);
    expect(messages({ items: [item({ chargeDays: 0 })], version: 1 })).toEqual(['计费天数须为1到3650的整数']);
    for (const bad of ['100.01', '-1', '0.12345', 'abc', '']) {
      expect(messages({ items: [item({ rates: { ...flat('0.4'), other: bad } })], version: 1 }), bad).toEqual([
        '费率须为0到100之间的数，最多4位小数',
      ]);
    }
    expect(messages({ items: [item({ rates: { ...flat('0.4'), other: 0.4 } })], version: 1 })).toEqual([
      '费率须为0到100之间的数，最多4位小数',
    ]);
    expect(messages({ items: [item()] })).toEqual(['缺少版本号']);
    expect(chargeStandardParams.safeParse({ code: 'CS_06' }).error?.issues[0]?.message).toBe('收费标准不存在');
  });
});
