/*
 * The golden path's reference figures, worked out here from the agreed terms as a clerk would with
 * a calculator, not with the console's own code: amounts in fen (bigint), rates as exact fractions,
 * half up to the fen (decisions 0030, 0035, 0073).
 */

/** An exact rate: num ÷ den. */
export type Rate = { num: bigint; den: bigint };

/** A decimal string ("9.6", "0.05") as an exact fraction. */
export function rateOf(decimal: string): Rate {
  const [whole, part = ''] = decimal.trim().split('.');
  return { num: BigInt(`${whole}${part}`), den: 10n ** BigInt(part.length) };
}
/** A percentage string ("9.6" %) as the fraction it stands for (0.096). */
export const percent = (text: string): Rate => {
  const r = rateOf(text);
  return { num: r.num, den: r.den * 100n };
};

/** a × num ÷ den, half up to the fen (every amount here is positive). */
export const halfUp = (a: bigint, num: bigint, den: bigint) => (2n * a * num + den) / (2n * den);
/** Days from one calendar day to another. */
export const days = (from: string, to: string) => BigInt((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
/** A calendar day `n` days on. */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** Fen as the screen shows money: 12,345.60. */
export const shown = (fen: bigint) =>
  `${(fen / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(fen % 100n).padStart(2, '0')}`;
/** Fen as a form takes it: 12345.60. */
export const typed = (fen: bigint) => `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;

/** Interest of `principal` over the days from `from` to `to`: principal × annual rate ÷ 365 × days (000 §9). */
export const interestOf = (principal: bigint, annual: Rate, from: string, to: string) =>
  halfUp(principal, annual.num * days(from, to), annual.den * 365n);

/** A fee line as the terms card states it: `rate` % for every `chargeDays` days begun. */
export type FeeLine = { item: string; chargeDays: bigint; rate: Rate };
/** Reads the card's fee lines, "服务费：每1天0.01%，按实际用款天数计收；…" (per-days lines only). */
export function perDaysLines(text: string): FeeLine[] {
  return [...text.matchAll(/([^：；]+)：每(\d+)天([\d.]+)%，按实际用款天数计收/g)].map((m) => ({
    item: m[1]!.trim(),
    chargeDays: BigInt(m[2]!),
    rate: percent(m[3]!),
  }));
}
const blocks = (n: bigint, per: bigint) => (n <= 0n ? 0n : (n + per - 1n) / per);
/** A per-days line's fee by `day` on a draw of `principal` on `valueDate`, never beyond the whole term's. */
export function feeAccrued(line: FeeLine, principal: bigint, valueDate: string, maturity: string, day: string) {
  const whole = halfUp(principal, line.rate.num * (blocks(days(valueDate, maturity), line.chargeDays) || 1n), line.rate.den);
  const used = halfUp(principal, line.rate.num * blocks(days(valueDate, day < maturity ? day : maturity), line.chargeDays), line.rate.den);
  return used < whole ? used : whole;
}
/** All lines' fees by `day`. */
export const feesBy = (lines: FeeLine[], principal: bigint, valueDate: string, maturity: string, day: string) =>
  lines.reduce((sum, line) => sum + feeAccrued(line, principal, valueDate, maturity, day), 0n);
