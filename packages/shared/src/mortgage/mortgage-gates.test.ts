import { describe, expect, it } from 'vitest';
import { grantGateOf, isLoanSettled } from './mortgage-gates';

const line = (accountCode: string, debit: string, credit = '0') => ({ accountCode, debit, credit });
const lent = [line('1301', '1000000.00'), line('1002', '0', '1000000.00')];

describe('isLoanSettled', () => {
  it('a bill with no loan is not settled', () => {
    expect(isLoanSettled({ approved: false, lines: [] })).toBe(false);
    expect(isLoanSettled({ approved: false, lines: [...lent, line('1301', '0', '1000000.00')] })).toBe(false);
  });
  it('an approved bill never disbursed is not settled', () => {
    expect(isLoanSettled({ approved: true, lines: [] })).toBe(false);
  });
  it('principal outstanding, or interest still receivable, is not settled', () => {
    expect(isLoanSettled({ approved: true, lines: lent })).toBe(false);
    expect(isLoanSettled({ approved: true, lines: [...lent, line('1301', '0', '999999.99')] })).toBe(false);
    const interest = [line('1122', '12.34'), line('6011', '0', '12.34')];
    expect(isLoanSettled({ approved: true, lines: [...lent, line('1301', '0', '1000000.00'), ...interest] })).toBe(false);
  });
  it('everything lent and charged paid back is settled, to the cent', () => {
    const repaid = [line('1301', '0', '1000000.00'), line('1122', '12.34'), line('1122', '0', '12.34')];
    expect(isLoanSettled({ approved: true, lines: [...lent, ...repaid] })).toBe(true);
  });
});

describe('grantGateOf', () => {
  it('enforces only the mortgage and reports contracts and archives as not yet checked', () => {
    expect(grantGateOf([])).toEqual({ open: false, missing: ['mortgageRegistered'], notYetChecked: ['signedContract', 'archiveInStock'] });
    expect(grantGateOf([3]).missing).toEqual(['mortgageRegistered']);
    expect(grantGateOf([4])).toEqual({ open: true, missing: [], notYetChecked: ['signedContract', 'archiveInStock'] });
  });
});
