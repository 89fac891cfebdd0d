import { describe, expect, it } from 'vitest';
import { localizeIssue } from './localize';
import { ID_MAX, id, idOf, plainText } from './primitives';
import { maxChars, mobileRequired } from './rules';

describe('id', () => {
  it('takes whole numbers 1 … 2147483647, from numbers or digits', () => {
    expect(id.parse('1')).toBe(1);
    expect(id.parse(ID_MAX)).toBe(ID_MAX);
    expect(id.parse(' 42 ')).toBe(42);
  });

  it.each([0, -1, 2147483648, 999999999999, 1.5, 'abc', '', null, {}, Number.POSITIVE_INFINITY])(
    'refuses %j with one clear message',
    (value) => {
      const issue = id.safeParse(value).error!.issues[0]!;
      expect(issue.message).toBe('编号须为1至2147483647之间的整数');
      expect(localizeIssue(issue, 'en-US')).toBe('An id must be a whole number from 1 to 2147483647');
    },
  );

  it('words a field of its own when asked', () => {
    expect(idOf('渠道不存在').safeParse('99999999999').error!.issues[0]!.message).toBe('渠道不存在');
  });
});

describe('NUL characters', () => {
  it('are refused by plain text and by every validation rule', () => {
    expect(plainText(10).safeParse('a\u0000').error!.issues[0]!.message).toBe('内容不能包含空字符（\\u0000）');
    expect(plainText(10).parse(' ab ')).toBe('ab');
    expect(maxChars(10).safeParse('a\u0000').error!.issues[0]!.message).toBe('内容不能包含空字符（\\u0000）');
    expect(mobileRequired.safeParse('1380000000\u0000').success).toBe(false);
  });
});
