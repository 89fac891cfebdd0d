import { BILL_STAGE, BILL_STATUS } from '@lc/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n';
import { BillStageTag, BillStatusTag, useBillStageColumn } from './bill-stage';
import { TONE_STYLE } from './status-tone';

function StageCell({ stage }: { stage: number | null }) {
  const { column, field } = useBillStageColumn<{ billStage: number | null }>();
  const row = { billStage: stage };
  return (
    <div>
      <span data-testid="title">{String(column.title)}</span>
      <span data-testid="cell">{column.render?.(null, row, 0) as React.ReactNode}</span>
      <span data-testid="field">{field(row).label}</span>
    </div>
  );
}

describe('the bill stage (decision 0074)', () => {
  afterEach(() => {
    cleanup();
    setLocale('zh-CN');
  });

  it("shows a bill's approval status until final review passed it, then where its loan is", () => {
    const { rerender } = render(<BillStatusTag row={{ status: BILL_STATUS.inApproval, billStage: null }} />);
    expect(screen.getByTestId('bill-status').textContent).toBe('审批中');
    rerender(<BillStatusTag row={{ status: BILL_STATUS.approved, billStage: BILL_STAGE.approved }} />);
    expect(screen.getByTestId('bill-status').textContent).toBe('终审通过');
    rerender(<BillStatusTag row={{ status: BILL_STATUS.approved, billStage: BILL_STAGE.overdue }} />);
    expect(screen.getByTestId('bill-status').textContent).toBe('已逾期');
    expect(screen.getByTestId('bill-status').style.color).toBe(TONE_STYLE.error.color);
    act(() => setLocale('en-US'));
    expect(screen.getByTestId('bill-status').textContent).toBe('Overdue');
  });

  it('gives other lists a 当前阶段 column: the stage, or a dash before final review', () => {
    const { rerender } = render(<StageCell stage={BILL_STAGE.repaying} />);
    expect(screen.getByTestId('title').textContent).toBe('当前阶段');
    expect(screen.getByTestId('field').textContent).toBe('当前阶段');
    expect(screen.getByTestId('cell').textContent).toBe('还款中');
    rerender(<StageCell stage={null} />);
    expect(screen.getByTestId('cell').textContent).toBe('—');
    act(() => setLocale('en-US'));
    expect(screen.getByTestId('title').textContent).toBe('Current stage');
    rerender(<BillStageTag stage={BILL_STAGE.archived} />);
    expect(screen.getByTestId('bill-stage').textContent).toBe('Archived (originals returned)');
  });
});
