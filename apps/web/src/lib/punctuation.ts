import type { Locale } from '@lc/shared';
import { currentLocale, useLocale } from './i18n';

/**
 * Punctuation that joins translated pieces. A "：" or "；" glued to a translated value shows in
 * English too ("Reset password：张三"), so composed strings take their marks from here.
 */
export type Punctuation = {
  /** After a label: "审批：" / "Approval: ". */
  colon: string;
  /** Between clauses: "；" / "; ". */
  semicolon: string;
  /** Between items of a list: "、" / ", ". */
  enumeration: string;
  /** Brackets around a note: "（" "）" / " (" ")". */
  open: string;
  close: string;
};

const MARKS: Record<Locale, Punctuation> = {
  'zh-CN': { colon: '：', semicolon: '；', enumeration: '、', open: '（', close: '）' },
  'en-US': { colon: ': ', semicolon: '; ', enumeration: ', ', open: ' (', close: ')' },
};

export const punctuationOf = (locale: Locale): Punctuation => MARKS[locale];

/** The current language's marks, outside React (toasts, modals built in callbacks). */
export const punctuation = (): Punctuation => MARKS[currentLocale()];

export function usePunctuation(): Punctuation {
  return MARKS[useLocale().locale];
}

/** "main（note）" / "main (note)": a note in brackets after a name or a figure. */
export function withNote(main: string, note: string | null | undefined, marks: Punctuation = punctuation()): string {
  return note ? `${main}${marks.open}${note}${marks.close}` : main;
}

/** "label：value" in the current language's punctuation; just the label when there is no value. */
export function labelled(label: string, value: string | null | undefined, marks: Punctuation = punctuation()): string {
  return value ? `${label}${marks.colon}${value}` : label;
}
