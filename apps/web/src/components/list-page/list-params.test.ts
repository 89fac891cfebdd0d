import { describe, expect, it } from 'vitest';
import { cleanFilters, filterSignature, readListState, totalCount, writeListState } from './list-params';

const DEFAULTS = { salesId: 'all20180808', grantStatus: '2' };

describe('list state in the URL', () => {
  it.each([
    ['', {}, { filters: {}, pageNum: 1, pageSize: 10 }],
    ['', DEFAULTS, { filters: DEFAULTS, pageNum: 1, pageSize: 10 }],
    ['pageNum=3&pageSize=20&status=1', {}, { filters: { status: '1' }, pageNum: 3, pageSize: 20 }],
    ['grantStatus=', DEFAULTS, { filters: { salesId: 'all20180808' }, pageNum: 1, pageSize: 10 }],
    ['salesId=12&grantStatus=5', DEFAULTS, { filters: { salesId: '12', grantStatus: '5' }, pageNum: 1, pageSize: 10 }],
    ['pageNum=abc&pageSize=-5', {}, { filters: {}, pageNum: 1, pageSize: 10 }],
  ])('reads %j with defaults %o', (search, defaults, expected) => {
    expect(readListState(new URLSearchParams(search), defaults)).toEqual(expected);
  });

  it.each([
    [{ filters: DEFAULTS, pageNum: 1, pageSize: 10 }, DEFAULTS, ''],
    [{ filters: { salesId: 'all20180808' }, pageNum: 1, pageSize: 10 }, DEFAULTS, 'grantStatus='],
    [{ filters: { ...DEFAULTS, keyword: 'SR1' }, pageNum: 2, pageSize: 100 }, DEFAULTS, 'keyword=SR1&pageNum=2&pageSize=100'],
    [{ filters: { status: '1', areaCode: 'BJ_11' }, pageNum: 1, pageSize: 20 }, {}, 'areaCode=BJ_11&status=1&pageSize=20'],
  ])('writes %o as %j', (state, defaults, expected) => {
    expect(writeListState(state, defaults).toString()).toBe(expected);
  });

  it('keeps a page’s fixed filter whatever the URL says, and never writes it', () => {
    const fixed = { fundParty: 'zhonghaitrust' };
    for (const search of ['', 'fundParty=', 'fundParty=guomin&keyword=王']) {
      expect(readListState(new URLSearchParams(search), {}, fixed).filters.fundParty).toBe('zhonghaitrust');
    }
    const state = { filters: { fundParty: 'zhonghaitrust', keyword: '王' }, pageNum: 1, pageSize: 10 };
    expect(writeListState(state, {}, fixed).toString()).toBe(`keyword=${encodeURIComponent('王')}`);
  });

  it('reads back what it writes', () => {
    const state = { filters: { salesId: '7', keyword: '王' }, pageNum: 4, pageSize: 50 };
    expect(readListState(writeListState(state, DEFAULTS), DEFAULTS)).toEqual(state);
  });

  it('cleans values and signs filters whatever their order', () => {
    expect(cleanFilters({ a: ' x ', b: '', c: undefined, d: null, e: '  ' })).toEqual({ a: 'x' });
    expect(filterSignature({ a: '1', b: '2' })).toBe(filterSignature({ b: '2', a: '1' }));
    expect(filterSignature({ a: '1' })).not.toBe(filterSignature({ a: '2' }));
  });

  it.each([
    [0, true, '0'],
    [2000, true, '2,000'],
    [10000, false, '10,000+'],
    [999, true, '999'],
    [1234567, true, '1,234,567'],
  ])('total %i (exact %s) reads %s', (total, exact, text) => {
    expect(totalCount(total, exact)).toBe(text);
  });
});
