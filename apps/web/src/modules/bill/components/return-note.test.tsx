import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n';
import { ReturnNote } from './return-note';

describe('ReturnNote', () => {
  afterEach(() => {
    cleanup();
    setLocale('zh-CN');
  });

  it('says who returned the bill at which node, when, and why, in the UI language', () => {
    const note = {
      action: 'reject',
      fromNode: 'manager',
      actorName: '李经理',
      comment: '请补充收入证明',
      at: '2026-03-02T01:05:00.000Z',
    } as const;
    render(<ReturnNote note={note} />);
    expect(screen.getByTestId('return-note').textContent).toBe('请补充收入证明「经理审批」李经理退回 · 2026-03-02 09:05');
    act(() => setLocale('en-US'));
    expect(screen.getByTestId('return-note').textContent).toBe('请补充收入证明Returned by 李经理 at "Manager approval" · 2026-03-02 09:05');
  });

  it('names the applicant’s own withdrawal, and shows a dash for a bill never sent back', () => {
    render(
      <ReturnNote note={{ action: 'withdraw', fromNode: 'manager', actorName: '王业务', comment: null, at: '2026-03-02T01:05:00.000Z' }} />,
    );
    expect(screen.getByTestId('return-note').textContent).toBe('本人撤回 · 2026-03-02 09:05');
    cleanup();
    const { container } = render(<ReturnNote note={null} />);
    expect(container.textContent).toBe('—');
  });
});
