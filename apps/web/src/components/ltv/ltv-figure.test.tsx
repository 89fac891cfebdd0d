import type { BillLtv } from '@lc/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n';
import { LtvFigure } from './ltv-figure';

const ltv = (over: Partial<BillLtv> = {}): BillLtv => ({
  ltv: '0.6400',
  flagged: false,
  valuedCount: 1,
  collateralCount: 2,
  limit: '0.70',
  declared: ['60.00', '55.5'],
  ...over,
});

describe('LtvFigure', () => {
  afterEach(() => {
    cleanup();
    setLocale('zh-CN');
  });

  it('shows the system LTV as a percentage with the declared rates beside it, in either language', () => {
    render(<LtvFigure ltv={ltv()} />);
    expect(screen.getByTestId('ltv-system').textContent).toBe('系统抵押率 64.00%');
    expect(screen.getByTestId('ltv-declared').textContent).toBe('申报 60.00% / 55.50%');
    expect(screen.queryByTestId('ltv-flag')).toBeNull();
    act(() => setLocale('en-US'));
    expect(screen.getByTestId('ltv-system').textContent).toBe('System LTV 64.00%');
    expect(screen.getByTestId('ltv-declared').textContent).toBe('Declared 60.00% / 55.50%');
  });

  it('flags it above the limit in red, and says when nothing is valued or the valuation is zero', () => {
    const { rerender } = render(<LtvFigure ltv={ltv({ ltv: '0.9000', flagged: true })} compact />);
    expect(screen.getByTestId('ltv-system').textContent).toBe('90.00%');
    expect(screen.getByTestId('ltv-flag').textContent).toBe('超限');
    rerender(<LtvFigure ltv={ltv({ ltv: null, valuedCount: 0, declared: [] })} compact />);
    expect(screen.getByTestId('ltv-system').textContent).toBe('未估价');
    expect(screen.getByTestId('ltv-declared').textContent).toBe('申报 —');
    rerender(<LtvFigure ltv={ltv({ ltv: null, flagged: true })} compact />);
    expect(screen.getByTestId('ltv-system').textContent).toBe('估值为零，无法计算');
    expect(screen.getByTestId('ltv-flag')).not.toBeNull();
  });
});
