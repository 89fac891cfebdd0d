import { issueKey, localizeIssue } from '@lc/shared';
import type { FormRule } from 'antd';
import type { ZodType } from 'zod';
import { currentLocale } from '@/lib/i18n';

/** What antd forms hold for "nothing entered": cleared inputs, selects and pickers. */
export const isEmptyValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** An antd rule object (not a render function), so it can also be returned from one. */
export type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

const requiredCache = new WeakMap<ZodType, boolean>();

/**
 * A rule is required when it refuses a missing value with a message of its own (the library's
 * required variants: 'please fill in the mobile number'). Other schemas (optional rules, or a
 * plain zod schema) leave emptiness to the form, as antd expects.
 */
function declaresRequired(schema: ZodType): boolean {
  let known = requiredCache.get(schema);
  if (known === undefined) {
    const result = schema.safeParse(undefined);
    known = !result.success && result.error.issues[0] !== undefined && issueKey(result.error.issues[0]) !== undefined;
    requiredCache.set(schema, known);
  }
  return known;
}

/**
 * The shared zod rule, unchanged, as an antd form rule. Its first issue is shown in the current
 * UI language. A required rule marks the field required and speaks for an empty value; an
 * optional one lets an empty value through.
 */
export const zodRule = (schema: ZodType): RuleObject => {
  const required = declaresRequired(schema);
  return {
    required,
    validator: async (_rule, raw: unknown) => {
      const value = raw === null ? undefined : raw;
      if (!required && isEmptyValue(value)) return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(localizeIssue(result.error.issues[0] ?? { message: 'invalid' }, currentLocale()));
    },
  };
};
