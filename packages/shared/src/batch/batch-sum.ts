import Decimal from 'decimal.js';

/** The sum of decimal amounts to the fen, as a string (the batch form's running total; the server sums in SQL). */
export const sumAmounts = (amounts: readonly string[]): string => amounts.reduce((s, a) => s.plus(a), new Decimal(0)).toFixed(2);
