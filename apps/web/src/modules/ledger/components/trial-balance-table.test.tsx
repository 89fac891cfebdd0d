import type { TrialBalance, TrialBalanceAccount } from '@lc/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n';
import { BooksBalanced } from './books-balanced';
import { TrialBalanceTable } from './trial-balance-table';

const account = (a: Partial<TrialBalanceAccount> & Pick<TrialBalanceAccount, 'code' | 'kind' | 'normalSide'>): TrialBalanceAccount => ({
  name: a.code,
  debitTotal: '0.00',
  creditTotal: '0.00',
  debit: '0.00',
  credit: '0.00',
  balance: '0.00',
  negative: false,
  ...a,
});

/** A book where interest receivable was credited one cent beyond nil, and penalty income debited below nil. */
const BOOK: TrialBalance = {
  debit: '1234567.89',
  credit: '1234567.89',
  debitTotal: '1234572.90',
  creditTotal: '1234572.90',
  balanced: true,
  accounts: [
    account({ code: '1002', kind: 'asset', normalSide: 'debit', debitTotal: '1234567.89', debit: '1234567.89', balance: '1234567.89' }),
    account({ code: '1122', kind: 'asset', normalSide: 'debit', creditTotal: '0.01', credit: '0.01', balance: '-0.01', negative: true }),
    account({ code: '4001', kind: 'equity', normalSide: 'credit', creditTotal: '1234567.88', credit: '1234567.88', balance: '1234567.88' }),
    account({ code: '6031', kind: 'income', normalSide: 'credit', debitTotal: '5.01', creditTotal: '5.01', balance: '0.00' }),
  ],
};

const rowOf = (code: string) => screen.getByRole('cell', { name: code }).closest('tr')!;

describe('TrialBalanceTable', () => {
  afterEach(() => {
    cleanup();
    setLocale('zh-CN');
  });

  it('shows each account with grouped decimal figures, a negative balance in words, and the totals', () => {
    render(<TrialBalanceTable data={BOOK} />);
    expect(screen.getByRole('table', { name: '试算平衡表' })).toBeTruthy();
    const bank = within(rowOf('1002'));
    expect(bank.getByText('银行存款')).toBeTruthy();
    expect(bank.getByText('资产')).toBeTruthy();
    expect(bank.getAllByText('1,234,567.89')).toHaveLength(2);
    expect(rowOf('1002').textContent).not.toContain('余额为负');
    const interest = within(rowOf('1122'));
    expect(interest.getByText('应收利息')).toBeTruthy();
    expect(interest.getByText('-0.01')).toBeTruthy();
    expect(interest.getByText('余额为负')).toBeTruthy();
    expect(rowOf('6031').textContent).not.toContain('余额为负');
    expect(within(rowOf('4001')).getByText('贷')).toBeTruthy();
    const totals = screen.getByText('合计').closest('tr')!;
    expect(within(totals).getAllByText('1,234,572.90')).toHaveLength(2);
  });

  it('follows a switch to English, names and words alike', () => {
    render(<TrialBalanceTable data={BOOK} />);
    act(() => setLocale('en-US'));
    expect(screen.getByRole('table', { name: 'Trial balance' })).toBeTruthy();
    expect(within(rowOf('1122')).getByText('Interest receivable')).toBeTruthy();
    expect(within(rowOf('1122')).getByText('Negative balance')).toBeTruthy();
    expect(within(rowOf('4001')).getByText('Equity')).toBeTruthy();
  });
});

describe('BooksBalanced', () => {
  afterEach(() => {
    cleanup();
    setLocale('zh-CN');
  });

  it('says the books balance, with both pairs of totals, and names the account below nil', () => {
    render(<BooksBalanced data={BOOK} />);
    const status = screen.getByTestId('books-balanced');
    expect(status.textContent).toContain('借贷平衡');
    expect(status.textContent).toContain(
      '发生额：借方合计 1,234,572.90，贷方合计 1,234,572.90；余额：借方合计 1,234,567.89，贷方合计 1,234,567.89',
    );
    expect(status.textContent).toContain('1个资产或负债科目余额为负：1122 应收利息 -0.01');
  });

  it('says when they do not, and when nothing is below nil', () => {
    const clean = { ...BOOK, balanced: false, credit: '1234567.90', accounts: BOOK.accounts.filter((a) => !a.negative) };
    render(<BooksBalanced data={clean} />);
    const status = screen.getByTestId('books-balanced');
    expect(status.textContent).toContain('借贷不平衡');
    expect(status.textContent).not.toContain('借贷平衡');
    expect(status.textContent).toContain('没有余额为负的资产或负债科目');
  });
});
