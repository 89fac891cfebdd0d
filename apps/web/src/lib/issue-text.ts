import { localizeIssue } from '@lc/shared';
import { currentLocale } from './i18n';
import { punctuationOf } from './punctuation';

type IssueLike = { message: string; path?: PropertyKey[]; params?: unknown };

const isIssueList = (value: unknown): value is IssueLike[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((v) => typeof v === 'object' && v !== null && typeof (v as { message?: unknown }).message === 'string');

/**
 * A text fit for the screen: zod writes a refused parse's message as the JSON of its issues, and
 * that must never reach the user (issue 29). Such a text becomes the issues' own messages, in the
 * UI language, once each; any other text is returned as it is.
 */
export function issueText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[')) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return text;
  }
  if (!isIssueList(parsed)) return text;
  const locale = currentLocale();
  return [...new Set(parsed.map((issue) => localizeIssue(issue, locale)))].join(punctuationOf(locale).semicolon);
}
