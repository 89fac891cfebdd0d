import { describe, expect, it } from 'vitest';
import { grantGateMissingText, grantGateOf, isLoanSettled, mortgageGateOf } from './mortgage-gates';

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
  const ready = { contractSigned: true, mortgageStatuses: [4], archiveInStock: true };
  it('opens only with a signed contract, a fully registered mortgage and the documents in stock', () => {
    expect(grantGateOf(ready)).toEqual({ open: true, missing: [] });
    expect(grantGateOf({ contractSigned: false, mortgageStatuses: [], archiveInStock: false })).toEqual({
      open: false,
      missing: ['signedContract', 'mortgageRegistered', 'archiveInStock'],
    });
    expect(grantGateOf({ ...ready, mortgageStatuses: [3] }).missing).toEqual(['mortgageRegistered']);
    expect(grantGateOf({ ...ready, contractSigned: false }).missing).toEqual(['signedContract']);
    expect(grantGateOf({ ...ready, archiveInStock: false }).missing).toEqual(['archiveInStock']);
  });
  it('names what is missing in both languages', () => {
    expect(grantGateMissingText(['signedContract', 'archiveInStock'])).toEqual({
      'zh-CN': '合同未签署、档案未全部入库',
      'en-US': 'no signed contract, the archive documents are not all in stock',
    });
  });
});

describe('mortgageGateOf', () => {
  it('the draw checks the mortgage alone', () => {
    expect(mortgageGateOf([3])).toEqual({ open: false, missing: ['mortgageRegistered'] });
    expect(mortgageGateOf([4, -1])).toEqual({ open: true, missing: [] });
  });
});
