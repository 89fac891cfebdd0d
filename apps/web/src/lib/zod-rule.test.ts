import { amountRequired, idCard, maxChars, mobileRequired, newPassword } from '@lc/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from './i18n';
import { zodRule } from './zod-rule';

type RuleObject = { required?: boolean; validator: (rule: unknown, value: unknown) => Promise<void> };
const asObject = (schema: Parameters<typeof zodRule>[0]) => zodRule(schema) as RuleObject;
const validate = (schema: Parameters<typeof zodRule>[0], value: unknown) => asObject(schema).validator({}, value);

afterEach(() => setLocale('zh-CN'));

describe('zodRule', () => {
  it('passes good values and rejects bad ones with the shared message', async () => {
    await expect(validate(mobileRequired, '13800000011')).resolves.toBeUndefined();
    await expect(validate(mobileRequired, '1234')).rejects.toThrow('手机号格式错误');
    await expect(validate(newPassword, 'short')).rejects.toThrow('密码至少8位');
  });

  it('speaks the current UI language', async () => {
    setLocale('en-US');
    await expect(validate(mobileRequired, '1234')).rejects.toThrow('Mobile format error');
    await expect(validate(maxChars(3), 'abcd')).rejects.toThrow('At most 3 characters');
    await expect(validate(newPassword, 'short')).rejects.toThrow('A password needs at least 8 characters');
    setLocale('zh-CN');
    await expect(validate(maxChars(3), 'abcd')).rejects.toThrow('最多3个字符');
  });

  it('a required rule is marked required and fires on empty values', async () => {
    expect(asObject(amountRequired).required).toBe(true);
    for (const empty of [undefined, null, '', '  ']) {
      await expect(validate(amountRequired, empty)).rejects.toThrow('请填写金额');
    }
  });

  it('an optional rule, or a plain schema, lets empty values through', async () => {
    expect(asObject(idCard).required).toBe(false);
    expect(asObject(newPassword).required).toBe(false);
    for (const empty of [undefined, null, '', []]) {
      await expect(validate(idCard, empty)).resolves.toBeUndefined();
      await expect(validate(newPassword, empty)).resolves.toBeUndefined();
    }
    await expect(validate(idCard, '11010519491231002x')).rejects.toThrow('请大写身份证中的x');
  });
});
