/**
 * What an ID number that passed checkIdCard says about its holder (GB 11643): birth date,
 * gender (odd sequence digit: male) and the six-digit district code of issue.
 */
export function idCardFacts(idCard: string): { birthDate: string; gender: 'M' | 'F'; districtCode: string } | null {
  const v = idCard.trim().toUpperCase();
  if (v.length !== 18 && v.length !== 15) return null;
  const ymd = v.length === 18 ? v.slice(6, 14) : `19${v.slice(6, 12)}`;
  const sequence = Number(v.length === 18 ? v[16] : v[14]);
  if (!/^\d{8}$/.test(ymd) || Number.isNaN(sequence)) return null;
  return {
    birthDate: `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`,
    gender: sequence % 2 === 1 ? 'M' : 'F',
    districtCode: v.slice(0, 6),
  };
}

/** Whole years from `birthDate` (YYYY-MM-DD) to `today` (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
