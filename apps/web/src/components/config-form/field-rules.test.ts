import { idCard, maxChars } from '@lc/shared';
import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from './form-field';
import { fieldRules } from './field-rules';

type RuleObject = { required?: boolean; message?: string; whitespace?: boolean; validator?: (r: unknown, v: unknown) => Promise<void> };
const fillIn = (label: string) => `请填写${label}`;
const field = (verify: FieldDef['verify'], type: FieldDef['type'] = 'input'): FieldDef => ({ key: 'k', label: '姓名', type, verify });
const run = (rule: FormRule, value: unknown) => (rule as RuleObject).validator!({}, value);

describe('fieldRules', () => {
  it('turns library rule names and zod rules into checking antd rules', async () => {
    const [byName, bySchema, byFactory] = fieldRules(field(['postalCode', idCard, maxChars(2)]), fillIn);
    await expect(run(byName!, '1')).rejects.toThrow('邮政编码须为6位数字');
    await expect(run(bySchema!, '1')).rejects.toThrow('身份证格式错误');
    await expect(run(byFactory!, 'abc')).rejects.toThrow('最多2个字符');
    await expect(run(byName!, '100080')).resolves.toBeUndefined();
  });

  it('marks library required rules required', () => {
    const [mobile, optional] = fieldRules(field(['mobile', 'mobileOptional']), fillIn) as RuleObject[];
    expect(mobile!.required).toBe(true);
    expect(optional!.required).toBe(false);
  });

  it("gives a bare required rule the 'please fill in {label}' message, blank text counting as empty", () => {
    expect(fieldRules(field([{ required: true }]), fillIn)).toEqual([{ required: true, message: '请填写姓名', whitespace: true }]);
    expect(fieldRules(field([{ required: true }], 'select'), fillIn)).toEqual([{ required: true, message: '请填写姓名' }]);
    expect(fieldRules(field([{ required: true, message: '自定义' }]), fillIn)).toEqual([{ required: true, message: '自定义' }]);
  });

  it('passes other antd rules through, and refuses an unknown name', () => {
    const render: FormRule = () => ({ required: true });
    expect(fieldRules(field([render, { max: 3 }]), fillIn)).toEqual([render, { max: 3 }]);
    expect(() => fieldRules(field(['noSuchRule' as never]), fillIn)).toThrow('unknown rule name: noSuchRule');
  });
});
