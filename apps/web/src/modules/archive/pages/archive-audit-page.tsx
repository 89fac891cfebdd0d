import { ARCHIVE_EDIT_MESSAGES, ARCHIVE_STOCK, type ArchiveItemRow } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Popconfirm, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { useLocale } from '@/lib/i18n';
import { archiveBillQuery, refreshArchive } from '../api/archive-api';
import { auditArchive } from '../api/archive-edit-api';
import { useArchiveText } from '../archive.text';
import { useArchiveEditText } from '../archive-edit.text';
import { archiveBillHref } from '../archive.paths';
import { docTypeName } from '../components/doc-type-name';
import { useBillIdParam } from '../components/use-bill-id-param';

/**
 * /archiveManage/audit?billId= (企业审核, decision 0056): the custodian checks a bill's documents
 * waiting for stock against the originals, then passes them (all into stock) or returns them.
 */
export default function ArchiveAuditPage() {
  const t = useArchiveText();
  const e = useArchiveEditText();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const billId = useBillIdParam(useSearchParams()[0]);
  const q = useQuery({ ...archiveBillQuery(billId ?? 0), enabled: billId !== null });
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const waiting = q.data?.items.filter((i) => i.status === ARCHIVE_STOCK.notInStock) ?? [];
  const decide = async (pass: boolean) => {
    if (!pass && !comment.trim()) return setProblem(e('returnNeedsComment'));
    setBusy(true);
    setProblem(null);
    try {
      await auditArchive(billId!, { itemIds: waiting.map((i) => i.id), pass, comment: comment.trim() || undefined });
      void message.success(ARCHIVE_EDIT_MESSAGES[pass ? 'auditPassed' : 'auditReturned'][locale]);
      setComment('');
      await refreshArchive(client);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader
        title={e('auditTitle')}
        backTo={billId ? archiveBillHref(billId) : '/archiveManage/archiveManageList'}
        backText={t('back')}
      />
      {billId === null ? <Alert type="info" showIcon title={t('missingId')} /> : null}
      {q.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {billId !== null && !q.data && !q.isError ? <Spin style={{ display: 'block', margin: 24 }} /> : null}
      {q.data ? (
        <Card size="small" title={`${q.data.billNo} ${q.data.customerName} · ${e('waiting')}`}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert type="info" showIcon title={e('auditHint')} />
            <Table<ArchiveItemRow>
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={waiting}
              locale={{ emptyText: e('nothingWaiting') }}
              columns={[
                { title: t('name'), dataIndex: 'name' },
                { title: t('docType'), dataIndex: 'docType', render: (v: number) => docTypeName(v, locale) },
                { title: e('copies'), dataIndex: 'copies' },
                { title: t('remark'), dataIndex: 'remark' },
              ]}
            />
            {waiting.length ? (
              <>
                <Input.TextArea
                  aria-label={e('comment')}
                  placeholder={e('comment')}
                  maxLength={200}
                  value={comment}
                  onChange={(v) => setComment(v.target.value)}
                />
                {problem ? <Alert type="error" showIcon title={problem} /> : null}
                <Space>
                  <Popconfirm title={e('passConfirm')} onConfirm={() => decide(true)} okText={e('pass')} cancelText={e('cancel')}>
                    <Button type="primary" loading={busy}>
                      {e('pass')}
                    </Button>
                  </Popconfirm>
                  <Button danger loading={busy} onClick={() => void decide(false)}>
                    {e('returnBack')}
                  </Button>
                </Space>
              </>
            ) : null}
          </Space>
        </Card>
      ) : null}
    </Space>
  );
}
