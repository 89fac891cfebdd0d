import Decimal from 'decimal.js';
import Nzh from 'nzh';

/** Spec 000 §9: capitals are written for amounts under 10^15 yuan. */
const CAPITAL_LIMIT = new Decimal('1e15');
const WAN = new Decimal(10_000);
const YI = new Decimal(100_000_000);
const DECIMAL = /^-?\d+(\.\d+)?$/;

function toFen(amount: string): Decimal {
  const text = amount.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`not a decimal amount: ${amount}`);
  return new Decimal(text).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/**
 * An amount in Chinese capitals (大写), as contracts and vouchers write it: 壹万零壹元整,
 * 壹佰元零伍分, 负 before a negative amount. Rounded half up to the fen first.
 */
export function chineseCapital(amount: string): string {
  const fen = toFen(amount);
  if (fen.abs().gte(CAPITAL_LIMIT)) throw new RangeError(`too large for capitals: ${amount}`);
  // The library reads the digits as written; it drops 整 after "20.00", so trailing zeros go first.
  const words = Nzh.cn.toMoney(fen.abs().toFixed(), { outSymbol: false });
  return fen.isNegative() && !fen.isZero() ? `负${words}` : words;
}

export type WanYi = { amount: string; unit: '元' | '万元' | '亿元' };

/**
 * Spec 000 §9: money in yuan below 10,000, in wan (万) from 10,000 and in yi (亿) from 10^8;
 * two decimals, rounded half up, trailing zeros dropped.
 */
export function inWanYi(amount: string): WanYi {
  const fen = toFen(amount);
  if (fen.abs().lt(WAN)) return { amount: fen.toFixed(), unit: '元' };
  const wan = fen.div(WAN).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  // 99,999,999 is 9999.9999万 and shows as 1亿, not 10000万.
  if (wan.abs().lt(WAN)) return { amount: wan.toFixed(), unit: '万元' };
  return { amount: fen.div(YI).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(), unit: '亿元' };
}

/** inWanYi as one string: 3.5万元. */
export const formatWanYi = (amount: string): string => {
  const { amount: figure, unit } = inWanYi(amount);
  return `${figure}${unit}`;
};
