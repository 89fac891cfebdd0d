import { z } from 'zod';
import { type RuleIssue, type ValidationKey, validationMessage } from './messages';
import { type Check, noNulCheck, wholeCharactersCheck } from './text-checks';

/**
 * How a rule reports: a zod custom issue whose `message` is the zh-CN text (what the server
 * sends and Chinese forms show) and whose `params` are `{ key, values }`, from which
 * localizeIssue gives either language. Both survive safeParse.
 */
export function addRuleIssue(payload: z.core.ParsePayload, issue: RuleIssue, path?: PropertyKey[]): void {
  payload.issues.push({
    code: 'custom',
    input: payload.value,
    message: validationMessage(issue.key, 'zh-CN', issue.values),
    params: { key: issue.key, values: issue.values ?? {} },
    ...(path && { path }),
  });
}

const firstIssue = <T>(value: T, checks: readonly Check<T>[]): RuleIssue | undefined => {
  for (const check of checks) {
    const issue = check(value);
    if (issue) return issue;
  }
  return undefined;
};

const zhText = (key: ValidationKey) => validationMessage(key, 'zh-CN');

/** Text, trimmed; '' (blank) reports `emptyKey` when given, else passes; otherwise the first failing check. */
function text(
  typeKey: ValidationKey,
  emptyKey: ValidationKey | undefined,
  checks: readonly Check<string>[],
  normalise?: (v: string) => string,
) {
  const checked = z
    .string({ error: zhText(typeKey) })
    .trim()
    .check((payload) => {
      const issue =
        payload.value === '' ? emptyKey && { key: emptyKey } : firstIssue(payload.value, [noNulCheck, wholeCharactersCheck, ...checks]);
      if (issue) addRuleIssue(payload, issue);
    });
  return normalise ? checked.overwrite(normalise) : checked;
}

/** A required text rule: missing or blank → `emptyKey`. Output: the trimmed text. */
export const requiredText = (emptyKey: ValidationKey, ...checks: Check<string>[]) => text(emptyKey, emptyKey, checks).prefault('');

/** An optional text rule: missing or blank passes. Output: the trimmed text, or undefined. */
export const optionalText = (...checks: Check<string>[]) => text('textExpected', undefined, checks).optional();

/**
 * Optional text normalised once the checks pass (e.g. dates to YYYY-MM-DD). `normalise` also
 * sees '' (blank), and with `blankToo` a missing value is normalised as '' as well.
 */
export function normalisedText(normalise: (v: string) => string, checks: Check<string>[], blankToo: true): z.ZodPrefault<z.ZodString>;
export function normalisedText(normalise: (v: string) => string, checks: Check<string>[]): z.ZodOptional<z.ZodString>;
export function normalisedText(normalise: (v: string) => string, checks: Check<string>[], blankToo?: true) {
  const schema = text('textExpected', undefined, checks, normalise);
  return blankToo ? schema.prefault('') : schema.optional();
}

/** A required choice list (multi-select): missing or empty → `emptyKey`. */
export const requiredList = (emptyKey: ValidationKey) =>
  z
    .array(z.union([z.string(), z.number()]), { error: zhText(emptyKey) })
    .check((payload) => {
      if (payload.value.length === 0) addRuleIssue(payload, { key: emptyKey });
    })
    .prefault([]);
