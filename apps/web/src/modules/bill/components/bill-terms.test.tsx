import type { AgreedTerms, TermsVersion } from '@lc/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n';
import { BillTermsCard } from './bill-terms';

const base = {
  amount: '500000.00',
  annualRate: '0.12',
  method: 'interestFirst',
  repaymentDay: 20,
  penaltyDailyRate: '0.0005',
  fundParty: 'yunxintrust',
} as const;
const terms: AgreedTerms = { ...base, termDays: 210, fees: [], version: 2, decidedAt: '2026-03-02T01:05:00.000Z', decidedBy: '终审员' };
const history: TermsVersion[] = [
  {
    ...base,
    version: 1,
    change: 'finalReview',
    changeId: null,
    termDays: 180,
    extraDays: null,
    by: '终审员',
    at: '2026-03-02T01:05:00.000Z',
  },
  { ...base, version: 2, change: 'extension', changeId: 7, termDays: 210, extraDays: 30, by: '贷中主管', at: '2026-05-02T01:05:00.000Z' },
];

describe('BillTermsCard', () => {
  afterEach(() => {
    cleanup();
    setLocale('zh-CN');
  });

  it('lists the terms’ versions, oldest first, with the change that made each, in the UI language (decision 0078)', () => {
    render(<BillTermsCard terms={terms} history={history} />);
    const lines = () => [...screen.getByTestId('bill-terms-history').querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(screen.getByTestId('bill-terms').textContent).toContain('版本历史');
    expect(lines().map((l) => l.split(' · ').slice(0, 3))).toEqual([
      ['版本 1', '终审确定', '终审员'],
      ['版本 2', '展期（+30天）', '贷中主管'],
    ]);
    act(() => setLocale('en-US'));
    expect(screen.getByTestId('bill-terms').textContent).toContain('Version history');
    expect(lines().map((l) => l.split(' · ').slice(0, 3))).toEqual([
      ['Version 1', 'Decided at final review', '终审员'],
      ['Version 2', 'Extension (+30 days)', '贷中主管'],
    ]);
  });

  it('names the funding party final review decided, never its code (decision 0079)', () => {
    render(<BillTermsCard terms={terms} history={history} />);
    expect(screen.getByTestId('bill-terms').textContent).toContain('资金方云信信托');
    expect(screen.getByTestId('bill-terms').textContent).not.toContain('yunxintrust');
  });

  it('shows no history row for terms without versions', () => {
    render(<BillTermsCard terms={terms} />);
    expect(screen.queryByTestId('bill-terms-history')).toBeNull();
  });
});
