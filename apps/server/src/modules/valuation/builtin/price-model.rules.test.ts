import { describe, expect, it } from 'vitest';
import { ageFactor, floorFactor, priceFromComparables, totalWan } from './price-model.rules';

const comp = (unitPrice: string, buildYear = 2010) => ({ unitPrice, floor: 3, totalFloors: 6, buildYear });

describe('built-in price model', () => {
  it('takes the median of the comparables, robust to one odd deal', () => {
    const r = priceFromComparables([comp('50000'), comp('52000'), comp('51000'), comp('990000')], {})!;
    expect(r.median).toBe('51500.00');
    expect(r.unitPrice).toBe('51500.00');
    expect(r).toMatchObject({ count: 4, min: '50000.00', max: '990000.00' });
  });

  it('adjusts by floor: ground and top −3%, upper half of an elevator building +2%', () => {
    expect(floorFactor(1, 18).toFixed(2)).toBe('0.97');
    expect(floorFactor(18, 18).toFixed(2)).toBe('0.97');
    expect(floorFactor(12, 18).toFixed(2)).toBe('1.02');
    expect(floorFactor(3, 6).toFixed(2)).toBe('1.00');
    expect(floorFactor(undefined, 6).toFixed(2)).toBe('1.00');
    expect(priceFromComparables([comp('50000'), comp('50000'), comp('50000')], { floor: 12, totalFloor: 18 })!.unitPrice).toBe('51000.00');
  });

  it('adjusts by age, 0.5% a year against the comparables, capped at −15%…+10%', () => {
    expect(ageFactor(2020, 2010).toFixed(3)).toBe('1.050');
    expect(ageFactor(1960, 2010).toFixed(3)).toBe('0.850');
    expect(ageFactor(2040, 2010).toFixed(3)).toBe('1.100');
    expect(priceFromComparables([comp('40000'), comp('40000'), comp('40000')], { buildYear: 2000 })!.unitPrice).toBe('38000.00');
  });

  it('totals in 万元 with 2 decimals, half up; no comparables, no price', () => {
    expect(totalWan('65432.00', '88.88')).toBe('581.56');
    expect(totalWan('21000', '88.88')).toBe('186.65');
    expect(priceFromComparables([], {})).toBeNull();
  });
});
