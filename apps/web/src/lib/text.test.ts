import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from './glossary';

// Every module's text file registers its namespace when loaded: load them all.
const files = import.meta.glob(['../**/*.text.ts', '../**/*.text.tsx'], { eager: true });

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('texts: en-US is complete', () => {
  const namespaces = Object.keys(i18n.store.data['zh-CN'] ?? {});

  it('found the text files and their namespaces', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(4);
    expect(namespaces).toEqual(expect.arrayContaining(['shell', 'staff', 'home', 'identity']));
  });

  it.each(namespaces)('namespace %s: the same keys in both languages, none empty, the same placeholders', (ns) => {
    const zh = i18n.getResourceBundle('zh-CN', ns) as Record<string, string>;
    const en = i18n.getResourceBundle('en-US', ns) as Record<string, string>;
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const key of Object.keys(zh)) {
      expect(zh[key]?.trim(), `${ns}.${key} (zh-CN)`).toBeTruthy();
      expect(en[key]?.trim(), `${ns}.${key} (en-US)`).toBeTruthy();
      expect(placeholders(en[key] ?? ''), `${ns}.${key} placeholders`).toEqual(placeholders(zh[key] ?? ''));
      // i18next fills {{x}} only: a single-brace {x} would reach the screen as written.
      expect(`${zh[key]} ${en[key]}`, `${ns}.${key} single-brace placeholder`).not.toMatch(/(?<!\{)\{\w+\}(?!\})/);
      // English text with Chinese in it was left untranslated.
      expect(en[key], `${ns}.${key} (en-US) has Chinese`).not.toMatch(/[\u4e00-\u9fff]/);
      // Chinese punctuation in English reads as a typo ("Reset password：").
      expect(en[key], `${ns}.${key} (en-US) has a Chinese mark`).not.toMatch(/[：；，。、（）！？]/);
      for (const term of GLOSSARY) expect(en[key], `${ns}.${key} (en-US): say "${term.use}"`).not.toMatch(term.avoid);
    }
  });
});
