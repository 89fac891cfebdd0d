import { type Locale, message } from '@lc/shared';
import { punctuationOf } from '@/lib/punctuation';

/** A duplicate check as one reader sees it: the bill numbers they may open, and whether others exist outside their scope. */
export type DuplicateHits = { duplicateOf: readonly string[]; duplicateElsewhere: boolean };

/**
 * The text for a hit: `numbered` words the numbers the reader may open; bills outside their
 * scope get only the catalogue's notice, never a number (decision 0016). Null: no hit.
 */
export function duplicateText(d: DuplicateHits, locale: Locale, numbered: (bills: string) => string): string | null {
  const parts = [
    d.duplicateOf.length ? numbered(d.duplicateOf.join(punctuationOf(locale).enumeration)) : null,
    d.duplicateElsewhere ? message('duplicateElsewhere', locale) : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(punctuationOf(locale).semicolon) : null;
}
