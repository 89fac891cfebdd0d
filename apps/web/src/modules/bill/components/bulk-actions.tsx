import type { BillRow, FlowBulkReply } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/lib/http';
import { bulkAct } from '../api/bill-api';
import { refreshBills } from '../api/bill-api';
import { useBillText } from '../bill.text';
import { lazyDialog } from '@/lib/lazy-dialog';

const FlowCommentModal = lazyDialog(() => import('./flow-comment-modal').then((m) => m.FlowCommentModal));

type Kind = 'approve' | 'reject';
type Outcome = { billNo: string; ok: boolean; msg: string };

/**
 * Bulk approve or reject of the selected rows, each at the flow version its row showed. The
 * result dialog lists every item: passed, or why not (someone acted first, not in scope…).
 * `approve: false` (final review, which decides each loan's terms) offers reject only and says why.
 */
export function BulkActions({ selected, onDone, approve = true }: { selected: BillRow[]; onDone: () => void; approve?: boolean }) {
  const t = useBillText();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Kind | null>(null);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<{ kind: Kind; reply: FlowBulkReply; rows: Outcome[] } | null>(null);
  const none = selected.length === 0;

  const act = async (kind: Kind, comment: string) => {
    setBusy(true);
    try {
      const reply = await bulkAct({
        action: kind,
        ...(comment ? { comment } : {}),
        items: selected.map((r) => ({ id: r.id, flowVersion: r.flowVersion ?? 0 })),
      });
      const byId = new Map(selected.map((r) => [r.id, r.billNo]));
      setResults({ kind, reply, rows: reply.results.map((r) => ({ billNo: byId.get(r.id) ?? String(r.id), ok: r.ok, msg: r.msg })) });
      setDialog(null);
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
      await refreshBills(client);
    }
  };

  return (
    <>
      {approve ? (
        <Button type="primary" disabled={none} onClick={() => setDialog('approve')}>
          {t('bulkApprove', { n: selected.length })}
        </Button>
      ) : (
        <Typography.Text type="secondary" data-testid="bulk-approve-none">
          {t('bulkApproveOneByOne')}
        </Typography.Text>
      )}
      <Button danger disabled={none} onClick={() => setDialog('reject')}>
        {t('bulkReject', { n: selected.length })}
      </Button>
      {dialog ? (
        <FlowCommentModal kind={dialog} open busy={busy} onCancel={() => setDialog(null)} onOk={(v) => act(dialog, v.comment)} />
      ) : null}
      <Modal
        open={results !== null}
        title={t('bulkResultTitle')}
        onCancel={() => setResults(null)}
        footer={<Button onClick={() => setResults(null)}>{t('close')}</Button>}
        destroyOnHidden
      >
        {results ? (
          <>
            <p data-testid="bulk-summary">{t('bulkSummary', { ok: results.reply.succeeded, failed: results.reply.failed })}</p>
            <Table<Outcome>
              aria-label={t('bulkResultTitle')}
              size="small"
              rowKey="billNo"
              pagination={false}
              dataSource={results.rows}
              columns={[
                { title: t('billNo'), dataIndex: 'billNo' },
                {
                  title: t('result'),
                  key: 'ok',
                  render: (_, r) =>
                    r.ok ? (
                      <Tag style={{ color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' }}>{t('resultOk')}</Tag>
                    ) : (
                      <Tag style={{ color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' }}>{t('resultFailed')}</Tag>
                    ),
                },
                { title: t('resultMessage'), dataIndex: 'msg' },
              ]}
            />
          </>
        ) : null}
      </Modal>
    </>
  );
}
