/**
 * Masking rules for personal data shown in lists and in the desensitised-data viewer
 * (spec 001 §2, §3 "Desensitisation row: encryptField, plaintextField"). The spec names the
 * viewer, not the rules; these follow the usual practice of Chinese lenders' consoles.
 * Pure: the server masks before sending, the browser never receives what it must not show.
 */

const STAR = '*';
const stars = (n: number) => STAR.repeat(Math.max(n, 0));
const compact = (value: string) => value.replace(/\s+/g, '');

/** Mobile: first 3 and last 4, 138****1234; a shorter number keeps its last 4 only. */
export function maskMobile(mobile: string): string {
  const v = compact(mobile);
  if (!v) return '';
  if (v.length >= 11) return `${v.slice(0, 3)}${stars(v.length - 7)}${v.slice(-4)}`;
  return v.length > 4 ? `${stars(v.length - 4)}${v.slice(-4)}` : stars(v.length);
}

/** ID card: the first 6 (the issuing district) and the last 4, 110101********123X. */
export function maskIdCard(idCard: string): string {
  const v = compact(idCard);
  if (!v) return '';
  return v.length > 10 ? `${v.slice(0, 6)}${stars(v.length - 10)}${v.slice(-4)}` : stars(v.length);
}

/** Bank card: the last 4 only, grouped as printed (**** **** **** 0709); the length is not told. */
export function maskBankCard(card: string): string {
  const v = compact(card);
  if (!v) return '';
  return v.length > 4 ? `**** **** **** ${v.slice(-4)}` : stars(v.length);
}

/** Person's name: the first character, a star for each other one (张*, 欧阳**). */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  return chars.length === 1 ? STAR : `${chars[0]}${stars(chars.length - 1)}`;
}

/** E-mail: the first character of the mailbox and the whole domain, z***@example.com. */
export function maskEmail(email: string): string {
  const v = email.trim();
  const at = v.lastIndexOf('@');
  if (at <= 0) return maskText(v);
  return `${[...v.slice(0, at)][0]}***${v.slice(at)}`;
}

/** Anything else: the first and last character, at least three stars between. */
export function maskText(text: string): string {
  const chars = [...text.trim()];
  if (chars.length === 0) return '';
  if (chars.length <= 2) return stars(chars.length);
  return `${chars[0]}${stars(Math.max(chars.length - 2, 3))}${chars.at(-1)}`;
}

export const MASK_RULES = {
  mobile: maskMobile,
  idCard: maskIdCard,
  bankCard: maskBankCard,
  name: maskName,
  email: maskEmail,
  text: maskText,
} as const;
export type MaskKind = keyof typeof MASK_RULES;

/** Masks by kind; an empty value stays empty (the viewer shows '—'). */
export const maskValue = (kind: MaskKind, value: string | null | undefined): string => (value ? MASK_RULES[kind](value) : '');
