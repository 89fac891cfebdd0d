import { mobileRequired, newPassword } from '@lc/shared';
import { describe, expect, it } from 'vitest';
import { zodRule } from './zod-rule';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const validate = (schema: Parameters<typeof zodRule>[0], value: unknown) =>
  (zodRule(schema) as { validator: Validator }).validator({}, value);

describe('zodRule', () => {
  it('passes good values and rejects bad ones with the shared message', async () => {
    await expect(validate(mobileRequired, '13800000011')).resolves.toBeUndefined();
    await expect(validate(mobileRequired, '1234')).rejects.toThrow('手机号格式错误');
    await expect(validate(newPassword, 'short')).rejects.toThrow('密码至少8位');
  });
});
