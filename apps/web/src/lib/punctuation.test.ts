import { describe, expect, it } from 'vitest';
import { labelled, punctuationOf } from './punctuation';

// Every source file of the app but the text tables (whose zh-CN values rightly use Chinese marks).
const sources = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.text.ts', '!../**/*.text.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const CHINESE_MARK = /[：；，、（）]/;
const HAN = /[\u4e00-\u9fff]/;

describe('punctuation', () => {
  it('joins a label and its value in each language', () => {
    expect(labelled('重置密码', '张三', punctuationOf('zh-CN'))).toBe('重置密码：张三');
    expect(labelled('Reset password', 'Zhang San', punctuationOf('en-US'))).toBe('Reset password: Zhang San');
    expect(labelled('Reset password', '', punctuationOf('en-US'))).toBe('Reset password');
  });

  it('found the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  // A Chinese mark on a line with no Chinese words is glued to a translated value or a join, and
  // shows in English as well ("approved：同意"): such marks come from punctuation.ts instead.
  it('no Chinese mark is glued to translated text in code', () => {
    const glued = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
        .filter(({ line }) => CHINESE_MARK.test(line) && !HAN.test(line) && !line.startsWith('//') && !line.startsWith('*'))
        .map(({ at, line }) => `${at} ${line}`),
    );
    expect(glued.filter((g) => !g.startsWith('./punctuation.ts:'))).toEqual([]);
  });
});
