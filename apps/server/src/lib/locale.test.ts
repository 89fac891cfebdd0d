import { describe, expect, it } from 'vitest';
import { localeOf } from './locale';

describe('localeOf', () => {
  it('answers in Chinese by default and for Chinese callers', () => {
    expect(localeOf(undefined)).toBe('zh-CN');
    expect(localeOf('')).toBe('zh-CN');
    expect(localeOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(localeOf('fr-FR')).toBe('zh-CN');
  });

  it('answers in English when English is preferred, by q and then by order', () => {
    expect(localeOf('en-US')).toBe('en-US');
    expect(localeOf('EN')).toBe('en-US');
    expect(localeOf('fr;q=1, en-GB;q=0.9, zh;q=0.5')).toBe('en-US');
    expect(localeOf('zh;q=0.4, en;q=0.6')).toBe('en-US');
    expect(localeOf('en, zh')).toBe('en-US');
  });

  it('passes over languages refused with q=0', () => {
    expect(localeOf('en;q=0, zh')).toBe('zh-CN');
  });

  it('answers the same for a header asked again, past the bound of headers it keeps', () => {
    const headers = Array.from({ length: 1200 }, (_, i) => (i % 2 ? `en;q=0.${(i % 9) + 1}, zh;q=0.05, x-${i}` : `zh, en, x-${i}`));
    const first = headers.map(localeOf);
    expect(first.filter((l) => l === 'en-US')).toHaveLength(600);
    expect(headers.map(localeOf)).toEqual(first);
    expect(localeOf('')).toBe('zh-CN');
  });
});
