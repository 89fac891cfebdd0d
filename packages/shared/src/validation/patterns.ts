/** Patterns and limits of spec 000 §5. No zod here: a page may test a pattern without loading zod. */

/** 11 digits, starting with 1 and then 3–9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** A practical address check (local part, domain with a 2+ letter top level), not full RFC 5322. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const POSTAL_CODE_PATTERN = /^\d{6}$/;
export const REGISTRATION_CODE_PATTERN = /^\d{15}$/;
/** A bank card number: 12 to 19 digits, no spaces (the Luhn check digit is checked apart). */
export const BANK_CARD_PATTERN = /^\d{12,19}$/;
/** The start of a card number, enough to find its bank: 6 to 19 digits. */
export const BANK_CARD_PREFIX_PATTERN = /^\d{6,19}$/;
/** A BIN prefix: 6 to 10 digits. */
export const CARD_BIN_PATTERN = /^\d{6,10}$/;

/** Optional-length maxima of spec 000 §5 ('length too long'). */
export const LENGTH_LIMITS = [128, 51, 50, 40, 32, 16, 10, 8, 4] as const;
export type LengthLimit = (typeof LENGTH_LIMITS)[number];

/** Old 15-digit ID: area (6), yymmdd, sequence (3). */
export const ID_CARD_15_PATTERN = /^[1-9]\d{5}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}$/;
/** 18-digit ID (GB 11643): area (6), yyyymmdd, sequence (3), check character (digit or X). */
export const ID_CARD_18_PATTERN = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;
/** The two-digit province codes of GB/T 2260, Taiwan (71), Hong Kong (81) and Macao (82) included. */
// prettier-ignore
export const ID_CARD_PROVINCES: readonly string[] = [
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '71', '81', '82',
];
export const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** Check character by (weighted sum mod 11). */
export const ID_CARD_CHECK_CHARS = '10X98765432';

/** Unified social credit code (GB 32100): 31 characters, no I, O, S, V, Z. */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
/** Authority and category (2), administrative division (6 digits), organisation code (9), check (1). */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NP-RTUWXY]{2}\d{6}[0-9A-HJ-NP-RTUWXY]{10}$/;

/** The shareholder-ratio mask: shown instead of a ratio that is zero or unknown. */
export const RATIO_MASK = '**.**';
/** Borrow types of spec 000 §9 that are mortgage bills (first and second mortgage): terms in 30-day steps. */
export const MORTGAGE_BORROW_TYPES: readonly number[] = [2, 3];
