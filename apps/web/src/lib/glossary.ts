/**
 * One English name per concept. Each entry names the word the console uses and the variants it
 * does not, so one screen never says "masked" and the next "desensitised". The text test checks
 * every en-US value against it; add a concept here when two names for it appear.
 */
export const GLOSSARY: readonly { use: string; avoid: RegExp }[] = [
  { use: 'masked (data)', avoid: /\bdesensiti[sz]/i },
  { use: 'instalment', avoid: /\binstallments?\b/i },
  { use: 'disbursement / draw', avoid: /\bpay-?outs?\b/i },
  { use: 'funding party', avoid: /\b(funder|capital side|fund side)s?\b/i },
  { use: 'withholding', avoid: /\b(auto-?debit|direct debit)s?\b/i },
  { use: 'penalty interest', avoid: /\b(late fee|default interest)s?\b/i },
];
