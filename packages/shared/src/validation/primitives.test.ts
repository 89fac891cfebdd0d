import { describe, expect, it } from 'vitest';
import { localizeIssue } from './localize';
import { ID_MAX, PAGE_NUM_MAX, SMALLINT_MAX, id, idOf, intOf, isoDate, pageNum, plainText } from './primitives';
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

describe('half a surrogate pair', () => {
  const BROKEN = '内容包含无法识别的字符，请重新输入';
  it('is refused by plain text and by every validation rule, on either side of the pair', () => {
    for (const half of ['\ud800', '\udfff', 'a\ud83d', '\ude00b']) {
      expect(plainText(10).safeParse(half).error!.issues[0]!.message, JSON.stringify(half)).toBe(BROKEN);
      expect(maxChars(10).safeParse(half).error!.issues[0]!.message, JSON.stringify(half)).toBe(BROKEN);
    }
  });
  it('is not a whole pair: emoji and rare Han characters pass', () => {
    expect(plainText(10).parse('\ud83d\ude00𠀀')).toBe('😀𠀀');
    expect(maxChars(10).parse('𠀀')).toBe('𠀀');
  });
});

describe('values the database must be able to hold', () => {
  it('pages from 1 to 100000, 1 when absent', () => {
    expect(pageNum().parse(undefined)).toBe(1);
    expect(pageNum().parse(String(PAGE_NUM_MAX))).toBe(PAGE_NUM_MAX);
    for (const bad of [0, PAGE_NUM_MAX + 1, 4179955689564547, 'x']) {
      expect(pageNum().safeParse(bad).error!.issues[0]!.message).toBe('页码须为1到100000的整数');
    }
  });

  it('days without year 0000, which PostgreSQL has not', () => {
    expect(isoDate().parse('2026-02-28')).toBe('2026-02-28');
    expect(isoDate().parse('0001-01-01')).toBe('0001-01-01');
    for (const bad of ['0000-02-29', '2026-02-30', '2026-2-1', '']) {
      const issue = isoDate().safeParse(bad).error!.issues[0]!;
      expect(issue.message).toBe('请输入正确的时间格式');
      expect(localizeIssue(issue, 'en-US')).toBe('Please enter the correct time format');
    }
  });

  it('whole numbers inside the column they go to', () => {
    const floor = intOf('只能输入正负整数', { min: -SMALLINT_MAX, max: SMALLINT_MAX });
    expect(floor.parse('-2')).toBe(-2);
    expect(floor.safeParse(SMALLINT_MAX + 1).success).toBe(false);
    expect(intOf().safeParse(9007199254740989).success).toBe(false);
  });
});
