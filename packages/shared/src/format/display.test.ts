import { describe, expect, it } from 'vitest';
import { groupAmount, nodeTitle, shanghaiMinute, shanghaiSecond, sumMoney } from './display';

describe('display formatting', () => {
  it('groups an amount as text, keeping every digit', () => {
    expect(groupAmount('1500000.00')).toBe('1,500,000.00');
    expect(groupAmount('999')).toBe('999');
    expect(groupAmount('-1234.5')).toBe('-1,234.5');
    expect(groupAmount('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
    expect(groupAmount('abc')).toBe('abc');
    expect(groupAmount(null)).toBe('—');
    expect(groupAmount(' ')).toBe('—');
  });

  it('sums money exactly, beyond what a JS number holds', () => {
    expect(sumMoney(['6200000.00', '0.1', '99999999999999999.99'])).toBe('100000000006200000.09');
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['-5', '2.5'])).toBe('-2.50');
    expect(sumMoney([null, '', 'abc'])).toBeNull();
  });

  it('shows instants on the Shanghai clock whatever the host zone', () => {
    expect(shanghaiMinute('2026-01-01T16:30:00.000Z')).toBe('2026-01-02 00:30');
    expect(shanghaiMinute(null)).toBe('—');
    expect(shanghaiSecond('2026-01-01T16:30:05.000Z')).toBe('2026-01-02 00:30:05');
  });

  it('names nodes from the flow, then the default chains, else by key', () => {
    expect(nodeTitle('manager', 'zh-CN')).toBe('经理审批');
    expect(nodeTitle('duplicate', 'en-US')).toBe('Duplicate-bill approval');
    expect(nodeTitle('custom', 'zh-CN')).toBe('custom');
    expect(
      nodeTitle('custom', 'zh-CN', { nodes: [{ key: 'custom', title: { 'zh-CN': '加签', 'en-US': 'Extra' }, permission: 'x' }] }),
    ).toBe('加签');
    expect(nodeTitle(null, 'zh-CN')).toBe('');
  });
});
