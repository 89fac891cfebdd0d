import Decimal from 'decimal.js';

/** A plain decimal string with exactly two places, as PostgreSQL writes a numeric(…, 2): 0.00, -12.34, 1234.50. */
const TWO_PLACES = /^-?(?:0|[1-9]\d*)\.\d\d$/;

/**
 * An amount as the replies write it: two decimals, rounded half up (decimal.js's `toFixed(2)`).
 * A money column arrives from the database already written so (numeric(18, 2) as text), and is
 * returned as it is: a list presented every row's amounts through a new Decimal, which cost the
 * loan book about 30 µs a page (issue 31). Anything else goes through decimal.js, as before, and
 * so does -0.00 (decimal.js writes it 0.00, though -0.001 as -0.00). Never a JS number's arithmetic.
 */
export function fen(value: Decimal.Value): string {
  if (typeof value === 'string' && TWO_PLACES.test(value) && value !== '-0.00') return value;
  return (value instanceof Decimal ? value : new Decimal(value)).toFixed(2);
}
