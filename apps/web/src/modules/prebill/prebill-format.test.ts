import { describe, expect, it } from 'vitest';
import { areaText, borrowTypeText, parseId } from './prebill-format';

describe('enquiry formatting', () => {
  it('shows codes as their names', () => {
    expect(borrowTypeText(2, 'zh-CN')).toBe('一抵');
    expect(borrowTypeText(99, 'en-US')).toBe('99');
    expect(areaText('SH_31', 'en-US')).toBe('Shanghai');
    expect(areaText('XX', 'zh-CN')).toBe('XX');
  });
});

describe('record ids from the query string', () => {
  it('takes positive integers only', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '01', '1234567890123456']) expect(parseId(bad)).toBeNull();
  });
});
