import { describe, expect, it } from 'vitest';
import { idCardCheckChar } from '../validation/id-card';
import { ageOn, idCardFacts } from './id-card-facts';

const id18 = (first17: string) => `${first17}${idCardCheckChar(first17)}`;

describe('idCardFacts', () => {
  it('reads birth date, gender (odd sequence digit: male) and district from 18 digits', () => {
    expect(idCardFacts(id18('11010519850315002'))).toEqual({ birthDate: '1985-03-15', gender: 'F', districtCode: '110105' });
    expect(idCardFacts(id18('31010419900101551'))).toEqual({ birthDate: '1990-01-01', gender: 'M', districtCode: '310104' });
  });

  it('reads 15-digit numbers as 19yy and refuses other lengths', () => {
    expect(idCardFacts('110105850315003')).toEqual({ birthDate: '1985-03-15', gender: 'M', districtCode: '110105' });
    expect(idCardFacts('1101051985')).toBeNull();
  });

  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('1985-03-15', '2026-03-14')).toBe(40);
    expect(ageOn('1985-03-15', '2026-03-15')).toBe(41);
  });
});
