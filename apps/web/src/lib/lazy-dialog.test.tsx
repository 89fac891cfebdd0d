import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyDialog } from './lazy-dialog';

type Props = { open: boolean; title: string };
function Dialog({ open, title }: Props) {
  return <div role="dialog">{open ? title : `${title} (closed)`}</div>;
}

describe('lazyDialog', () => {
  // The test files share one document: leave nothing for the next.
  afterEach(cleanup);

  it('loads nothing until the dialog first opens, then stays mounted when it closes', async () => {
    let loads = 0;
    const Lazy = lazyDialog<Props>(
      async () => {
        loads += 1;
        return Dialog;
      },
      (p) => p.open,
    );
    const { rerender } = render(<Lazy open={false} title="编辑" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loads).toBe(0);

    rerender(<Lazy open title="编辑" />);
    expect(await screen.findByText('编辑')).toHaveProperty('role', 'dialog');
    expect(loads).toBe(1);

    // Closed again, it stays mounted (an antd modal animates closed), and loads nothing more.
    await act(async () => rerender(<Lazy open={false} title="编辑" />));
    expect(screen.getByRole('dialog').textContent).toBe('编辑 (closed)');
    await act(async () => rerender(<Lazy open title="再编辑" />));
    expect(screen.getByRole('dialog').textContent).toBe('再编辑');
    expect(loads).toBe(1);
  });

  it('mounted only while wanted, a dialog without an open prop loads on its first mount', async () => {
    const Titled = ({ title }: { title: string }) => <div role="dialog">{title}</div>;
    const Lazy = lazyDialog(async () => Titled);
    render(<Lazy title="新增" />);
    expect(await screen.findByText('新增')).toHaveProperty('textContent', '新增');
  });
});
