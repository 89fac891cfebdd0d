import { type MessageKey, type RuleIssue, type ValuationCheck, message, valuationMessage } from '@lc/shared';
import type { FormRule } from 'antd';
import { currentLocale } from '@/lib/i18n';

/**
 * A valuation rule from shared as an antd form rule, in the UI's language. `required` only
 * marks the field; the rule itself speaks for an empty value.
 */
export const checkRule = (check: ValuationCheck, required = false): FormRule => ({
  required,
  validator: async (_rule, value: unknown) => {
    const issue = check(value);
    if (issue) throw new Error(valuationMessage(issue, currentLocale()));
  },
});

/** A prerequisite's issue (by its key) or a server message in the UI's language. */
export const say = (message: RuleIssue | string) => valuationMessage(message, currentLocale());

/** A catalogue message in the UI's language: what the form says itself, or when a reply carried no msg. */
export const saidBy = (key: MessageKey) => message(key, currentLocale());
