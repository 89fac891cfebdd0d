import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { issueKey, localizeIssue } from './localize';
import { VALIDATION_MESSAGES, isValidationKey, validationMessage } from './messages';
import { NAMED_RULES, isRuleName } from './named-rules';
import { maxChars, mobileRequired } from './rules';

describe('VALIDATION_MESSAGES', () => {
  const entries = Object.entries(VALIDATION_MESSAGES);
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

  it('has both languages, the same placeholders in each, and unique Chinese texts', () => {
    for (const [, texts] of entries) {
      expect(texts['zh-CN'].length).toBeGreaterThan(0);
      expect(texts['en-US'].length).toBeGreaterThan(0);
      expect(placeholders(texts['en-US'])).toEqual(placeholders(texts['zh-CN']));
    }
    expect(new Set(entries.map(([, t]) => t['zh-CN'])).size).toBe(entries.length);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(validationMessage('maxChars', 'zh-CN', { n: 8 })).toBe('最多8个字符');
    expect(validationMessage('fillIn', 'en-US', { label: 'the name' })).toBe('Please fill in the name');
    expect(validationMessage('maxChars', 'en-US')).toBe('At most {{n}} characters');
  });
});

describe('localizeIssue', () => {
  it('reads the key and values a rule put in params, after safeParse', () => {
    const issue = maxChars(3).safeParse('abcd').error!.issues[0]!;
    expect(issue.message).toBe('最多3个字符');
    expect(issueKey(issue)).toEqual({ key: 'maxChars', values: { n: 3 } });
    expect(localizeIssue(issue, 'en-US')).toBe('At most 3 characters');
  });

  it('keeps the key through an enclosing object schema, with the field path', () => {
    const result = z.object({ mobile: mobileRequired }).safeParse({ mobile: '12' });
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(['mobile']);
    expect(localizeIssue(issue, 'en-US')).toBe('Mobile format error');
  });

  it('finds a keyless issue by its Chinese text, in both tables, and passes unknown text through', () => {
    expect(localizeIssue({ message: '手机号格式错误' }, 'en-US')).toBe('Mobile format error');
    expect(localizeIssue({ message: '密码至少8位，且须包含字母和数字' }, 'en-US')).toBe(
      'A password needs at least 8 characters with letters and digits',
    );
    expect(localizeIssue({ message: 'Something else' }, 'zh-CN')).toBe('Something else');
    expect(localizeIssue({ message: 'x', params: { key: 'no-such-key' } }, 'zh-CN')).toBe('x');
  });
});

describe('NAMED_RULES', () => {
  it('names zod rules that report keyed issues', () => {
    expect(isRuleName('idCard')).toBe(true);
    expect(isRuleName('toString')).toBe(false);
    const issue = NAMED_RULES.postalCode.safeParse('1').error!.issues[0]!;
    expect(isValidationKey(issueKey(issue)?.key)).toBe(true);
  });
});
