import { NAMED_RULES, isRuleName } from '@lc/shared';
import type { FormRule } from 'antd';
import type { ZodType } from 'zod';
import { zodRule } from '@/lib/zod-rule';
import type { FieldDef, FieldRule } from './form-field';

const isZodSchema = (rule: FieldRule): rule is ZodType =>
  typeof rule === 'object' && rule !== null && '_zod' in rule && typeof (rule as { safeParse?: unknown }).safeParse === 'function';

/**
 * The field's antd rules: library names and zod rules through the one adapter; a plain
 * `{ required: true }` without a message says 'please fill in {label}' (spec 001 §5) and treats
 * blank text as empty.
 */
export function fieldRules(field: FieldDef, fillIn: (label: string) => string): FormRule[] {
  return (field.verify ?? []).map((rule): FormRule => {
    if (isRuleName(rule)) return zodRule(NAMED_RULES[rule]);
    if (typeof rule === 'string') throw new Error(`unknown rule name: ${rule}`);
    if (isZodSchema(rule)) return zodRule(rule);
    if (typeof rule === 'object' && rule.required && rule.message === undefined && !rule.validator) {
      const text = field.type === 'input' || field.type === 'textarea';
      return { ...rule, message: fillIn(field.label), ...(text && rule.whitespace === undefined && { whitespace: true }) };
    }
    return rule;
  });
}
