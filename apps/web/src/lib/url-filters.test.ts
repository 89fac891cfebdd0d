import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './url-filters';

describe('URL filters', () => {
  it('reads defaults and known keys only', () => {
    expect(readFilters(new URLSearchParams('keyword=王&x=1'), ['keyword'])).toEqual({ pageNum: '1', pageSize: '10', keyword: '王' });
  });
  it('writes a patch, dropping empty values', () => {
    expect(writeFilters({ pageNum: '2', keyword: 'a' }, { keyword: '', pageNum: '1' }).toString()).toBe('pageNum=1');
  });
});
