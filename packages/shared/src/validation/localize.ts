import { type Locale, MESSAGES } from '../api/messages';
import { type MessageValues, VALIDATION_MESSAGES, type ValidationKey, isValidationKey, validationMessage } from './messages';

/** The parts of a zod issue this needs (a `z.core.$ZodIssue` fits). */
export type IssueLike = { message: string; params?: unknown };

let textsByZh: Map<string, Record<Locale, string>> | undefined;

/** zh-CN text → both languages, over the validation and error-catalogue tables (texts without placeholders). */
function byZhText(): Map<string, Record<Locale, string>> {
  if (!textsByZh) {
    textsByZh = new Map();
    for (const texts of [...Object.values(MESSAGES), ...Object.values(VALIDATION_MESSAGES)]) {
      if (!texts['zh-CN'].includes('{')) textsByZh.set(texts['zh-CN'], texts);
    }
  }
  return textsByZh;
}

/** The key and values a rule put in `params` (custom issues of this library), if any. */
export function issueKey(issue: IssueLike): { key: ValidationKey; values: MessageValues } | undefined {
  const params = issue.params as { key?: unknown; values?: unknown } | undefined;
  if (!params || !isValidationKey(params.key)) return undefined;
  const values = typeof params.values === 'object' && params.values !== null ? (params.values as MessageValues) : {};
  return { key: params.key, values };
}

/**
 * The issue's text in `locale`. Issues of this library carry their key in `params`; an issue
 * without one (a zod type error, or a schema written elsewhere with one of our zh-CN texts)
 * is matched by its zh-CN text; anything else is shown as it came.
 */
export function localizeIssue(issue: IssueLike, locale: Locale): string {
  const keyed = issueKey(issue);
  if (keyed) return validationMessage(keyed.key, locale, keyed.values);
  return byZhText().get(issue.message)?.[locale] ?? issue.message;
}
