import { describe, expect, it } from 'vitest';
import type { LocalisedText } from '../route-table/route-table.types';
import { MESSAGES, message } from './messages';

// Vite's glob import, which vitest resolves at transform time (shared's own types know no Vite).
declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into ImportMeta
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
  }
}

/**
 * Every module's message parts, found on disk rather than listed: each `*_MESSAGES` export of every
 * src/<module>/<module>.messages.ts, so a new module's messages are checked without editing this test.
 */
const MESSAGE_FILES = import.meta.glob<Record<string, unknown>>('../*/*.messages.ts', { eager: true });
const MODULE_PARTS: Record<string, Record<string, LocalisedText>> = {};
for (const [file, exports] of Object.entries(MESSAGE_FILES))
  for (const [name, value] of Object.entries(exports))
    if (name.endsWith('_MESSAGES')) MODULE_PARTS[`${file.slice(3)}:${name}`] = value as Record<string, LocalisedText>;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the error catalogue', () => {
  it('finds the message parts of every module', () => {
    expect(Object.keys(MESSAGE_FILES).length).toBeGreaterThanOrEqual(14);
    expect(Object.keys(MODULE_PARTS)).toContain('bill/bill.messages.ts:BILL_MESSAGES');
  });

  it('keeps every module message under its own key: no two parts share one, none is overwritten', () => {
    const owner = new Map<string, string>();
    for (const [part, messages] of Object.entries(MODULE_PARTS))
      for (const [key, text] of Object.entries(messages)) {
        expect(owner.get(key), `${key} is in ${owner.get(key)} and ${part}`).toBeUndefined();
        owner.set(key, part);
        expect(MESSAGES[key as keyof typeof MESSAGES], `${part}.${key} is overwritten in MESSAGES`).toBe(text);
      }
  });

  it('has both languages for every key, with the same parameters', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(text['zh-CN'], key).toBeTruthy();
      expect(text['en-US'], key).toBeTruthy();
      expect(placeholders(text['en-US']), key).toEqual(placeholders(text['zh-CN']));
    }
  });

  it('fills the parameters in the language asked', () => {
    expect(message('manualTotalMismatch', 'zh-CN', { total: '186.65' })).toBe('手动总价应为186.65万元（面积×单价÷10000）');
    expect(message('uploadBadMaxSize', 'en-US', { max: 15360 })).toBe('maxSize must be a whole number of KB from 1 to 15360');
  });
});
