import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { systemLtv } from './valuation-ltv';

describe('systemLtv', () => {
  it("divides the amount and the valued collateral's first-mortgage balances by its valuations, to 4 decimals half up", () => {
    const r = systemLtv(
      '1234567.89',
      [
        { valuationWan: '300.00', firstMortgage: '500000.00' },
        { valuationWan: null, firstMortgage: '900000.00' },
        { valuationWan: '150.55', firstMortgage: null },
      ],
      '0.70',
    );
    const expected = new Decimal('1234567.89').plus('500000').div('4505500').toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
    expect(r).toEqual({ ltv: expected.toFixed(4), flagged: expected.gt('0.70'), valuedCount: 2, collateralCount: 3 });
  });

  it('flags only above the limit', () => {
    expect(systemLtv('700000', [{ valuationWan: '100', firstMortgage: null }], '0.70')).toMatchObject({ ltv: '0.7000', flagged: false });
    expect(systemLtv('700100', [{ valuationWan: '100', firstMortgage: null }], '0.70')).toMatchObject({ ltv: '0.7001', flagged: true });
  });

  it('is unknown without a valuation, and flagged when the valuations total nothing', () => {
    expect(systemLtv('100', [{ valuationWan: null, firstMortgage: null }], '0.7')).toMatchObject({ ltv: null, flagged: false });
    expect(systemLtv('100', [{ valuationWan: '0', firstMortgage: '100000' }], '0.7')).toMatchObject({ ltv: null, flagged: true });
    // A first mortgage counts as debt: 100,000 + 50,000 on a 10万 house is 1.5, flagged.
    expect(systemLtv('50000', [{ valuationWan: '10', firstMortgage: '100000' }], '0.7')).toMatchObject({ ltv: '1.5000', flagged: true });
  });
});
