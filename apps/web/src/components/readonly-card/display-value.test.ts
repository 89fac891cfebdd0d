import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, displayValue } from './display-value';

describe('read-only value', () => {
  it.each([
    [null, EMPTY_VALUE],
    [undefined, EMPTY_VALUE],
    ['', EMPTY_VALUE],
    ['   ', EMPTY_VALUE],
    [[], EMPTY_VALUE],
    [Number.NaN, EMPTY_VALUE],
    [0, '0'],
    [false, 'false'],
    ['北京市朝阳区', '北京市朝阳区'],
    ['12345.67', '12345.67'],
    [['个人', '企业'], '个人、企业'],
    [['个人', null], '个人、—'],
  ])('%j shows %j', (value, shown) => expect(displayValue(value)).toBe(shown));
});
