import Decimal from 'decimal.js';

/**
 * The built-in valuation model, kept simple on purpose so staff can follow it:
 * 1. Comparables: the firm's own records in the same community if there are at least 3, else the
 *    same district, else the same city (MIN_COMPARABLES); none → no price.
 * 2. Base: the median unit price of those comparables (robust to one odd deal).
 * 3. Floor: ground floor −3%, top floor −3% (leaks, stairs), upper half of an elevator building
 *    (7+ floors) +2% (light, view); otherwise unchanged.
 * 4. Age: +0.5% per year newer than the comparables' median build year, −0.5% per year older,
 *    capped to −15%…+10%.
 * The unit price is rounded to the yuan; the total (万元) is unit price × area ÷ 10000, 2 decimals.
 */
export type Comparable = {
  unitPrice: string;
  floor: number;
  totalFloors: number;
  buildYear: number;
  level?: 'community' | 'district' | 'city';
};
export type ModelSubject = { floor?: number | undefined; totalFloor?: number | undefined; buildYear?: number | undefined };
export type ModelResult = {
  unitPrice: string;
  median: string;
  floorFactor: string;
  ageFactor: string;
  count: number;
  min: string;
  max: string;
  avg: string;
  medianBuildYear: number;
};

export const MIN_COMPARABLES = 3;

const median = (values: Decimal[]) => {
  const sorted = [...values].sort((a, b) => a.comparedTo(b));
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : sorted[mid - 1]!.plus(sorted[mid]!).div(2);
};

export function floorFactor(floor: number | undefined, totalFloor: number | undefined): Decimal {
  if (!floor || !totalFloor || totalFloor < 2) return new Decimal(1);
  if (floor === 1 || floor === totalFloor) return new Decimal('0.97');
  if (totalFloor >= 7 && floor > totalFloor / 2) return new Decimal('1.02');
  return new Decimal(1);
}

export function ageFactor(buildYear: number | undefined, medianYear: number): Decimal {
  if (!buildYear) return new Decimal(1);
  const f = new Decimal(1).plus(new Decimal('0.005').times(buildYear - medianYear));
  return Decimal.min(new Decimal('1.10'), Decimal.max(new Decimal('0.85'), f));
}

export function priceFromComparables(comparables: Comparable[], subject: ModelSubject): ModelResult | null {
  if (comparables.length === 0) return null;
  const prices = comparables.map((c) => new Decimal(c.unitPrice));
  const base = median(prices);
  const medianYear = median(comparables.map((c) => new Decimal(c.buildYear)))
    .round()
    .toNumber();
  const ff = floorFactor(subject.floor, subject.totalFloor);
  const af = ageFactor(subject.buildYear, medianYear);
  const sum = prices.reduce((a, b) => a.plus(b), new Decimal(0));
  return {
    unitPrice: base.times(ff).times(af).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(2),
    median: base.toFixed(2),
    floorFactor: ff.toFixed(2),
    ageFactor: af.toFixed(3),
    count: comparables.length,
    min: Decimal.min(...prices).toFixed(2),
    max: Decimal.max(...prices).toFixed(2),
    avg: sum.div(prices.length).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    medianBuildYear: medianYear,
  };
}

/** 万元 from yuan/m² and m², 2 decimals, half up (spec 001 §5: area × price ÷ 10000). */
export const totalWan = (unitPrice: string, area: string) =>
  new Decimal(unitPrice).times(area).div(10000).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** Yuan from 万元 (the estimate reply's totalPrice is in yuan). */
export const wanToYuan = (wan: string) => new Decimal(wan).times(10000).toFixed(2);

export const explainModel = (r: ModelResult, level: string) =>
  `内置估价模型：${level}${r.count}条可比记录单价中位数${r.median}元/㎡，楼层系数${r.floorFactor}，房龄系数${r.ageFactor}`;
