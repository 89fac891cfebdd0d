import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { userQuery } from '@/lib/auth';
import { ApiError } from '@/lib/http';
import { ApproveRejectActions } from './approve-reject-actions';

/** The signed-in user: id 5. */
const ME = 5;
function signedIn() {
  const client = new QueryClient();
  client.setQueryData(userQuery.queryKey, { id: ME, permissions: [] } as never);
  return client;
}

const texts = {
  approve: 'Approve',
  approveTitle: 'Approve it?',
  reject: 'Reject',
  rejectTitle: 'Reject the request',
  comment: 'Reason',
  cancel: 'Cancel',
};

function renderActions(over: Partial<Parameters<typeof ApproveRejectActions>[0]> = {}) {
  const calls = {
    approve: vi.fn(async () => undefined),
    reject: vi.fn(async (_: string) => undefined),
    refresh: vi.fn(async () => undefined),
  };
  render(
    <QueryClientProvider client={signedIn()}>
      <App>
        <ApproveRejectActions
          name="thing-reject"
          approve={calls.approve}
          approvedText="已通过"
          reject={calls.reject}
          rejectedText="已驳回"
          comment={z.string().trim().min(1)}
          refresh={calls.refresh}
          invalidate={[]}
          texts={texts}
          madeBy={{ makerId: 9 }}
          {...over}
        />
      </App>
    </QueryClientProvider>,
  );
  return calls;
}

describe('ApproveRejectActions', () => {
  afterEach(cleanup);

  it('names each row’s buttons for its row, and in a card shows the card’s title', () => {
    renderActions({ rowLabels: { approve: 'Approve B001', reject: 'Reject B001' } });
    expect(screen.getByRole('button', { name: 'Approve B001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject B001' })).toBeTruthy();
    cleanup();
    renderActions({ card: '一级审批' });
    expect(screen.getByText('一级审批')).toBeTruthy();
  });

  it('approves after the popconfirm, then reads the lists again', async () => {
    const calls = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approve it?');
    const ok = screen.getAllByRole('button', { name: 'Approve' }).at(-1)!;
    fireEvent.click(ok);
    await waitFor(() => expect(calls.refresh).toHaveBeenCalledTimes(1));
    expect(calls.approve).toHaveBeenCalledTimes(1);
    expect(calls.reject).not.toHaveBeenCalled();
  });

  it('shows no decision to the request’s maker, nor to its earlier level’s approver (decision 0062)', () => {
    renderActions({ madeBy: { makerId: ME } });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    cleanup();
    renderActions({ madeBy: { makerId: 9, priorApproverIds: [ME] } });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    cleanup();
    renderActions({ madeBy: { makerId: 9, priorApproverIds: [7] } });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('tells the maker another person decides, when the list asks for it; the approver sees no such word', () => {
    renderActions({ madeBy: { makerId: ME }, awaitingOthers: '待他人审批' });
    expect(screen.getByText('待他人审批')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderActions({ madeBy: { makerId: 9 }, awaitingOthers: '待他人审批' });
    expect(screen.queryByText('待他人审批')).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('a refused approval (shown by the API client) is caught, and the lists are read again', async () => {
    const approve = vi.fn(async () => {
      throw new ApiError('不能审批自己发起的申请', 403, 403);
    });
    const calls = renderActions({ approve });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approve it?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() => expect(calls.refresh).toHaveBeenCalledTimes(1));
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('rejects with the reason the rule gives back, then reads the lists again', async () => {
    const calls = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByText('Reject the request');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  缺少凭证  ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    await waitFor(() => expect(calls.reject).toHaveBeenCalledWith('缺少凭证'));
    await waitFor(() => expect(calls.refresh).toHaveBeenCalledTimes(1));
    expect(calls.approve).not.toHaveBeenCalled();
  });
});
