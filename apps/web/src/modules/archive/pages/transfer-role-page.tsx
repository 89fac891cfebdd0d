import { ARCHIVE_MESSAGES, type TransferApproverRow, shanghaiMinute, transferApproverInput } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { PageHeader } from '@/components/page-header/page-header';
import { useLocale } from '@/lib/i18n';
import { addTransferApprover, archiveKeys, removeTransferApprover, transferApproversQuery } from '../api/archive-api';
import { useArchiveText } from '../archive.text';

/** /systemSetting/transferArchiveRole: the staff who may approve archive transfers. */
export default function TransferRolePage() {
  const t = useArchiveText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const q = useQuery(transferApproversQuery);
  const [adding, setAdding] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: archiveKeys.approvers });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('approvers')} />
      <Alert type="info" showIcon title={t('approversHint')} />
      <Card
        size="small"
        extra={
          <Button type="primary" ghost onClick={() => setAdding(true)}>
            {t('addApprover')}
          </Button>
        }
      >
        <Table<TransferApproverRow>
          aria-label={t('approvers')}
          size="small"
          rowKey="userId"
          pagination={false}
          loading={q.isLoading}
          scroll={{ x: 'max-content' }}
          dataSource={q.data?.list ?? []}
          columns={[
            { title: t('approver'), dataIndex: 'name' },
            { title: t('mobile'), dataIndex: 'mobile' },
            { title: t('addedAt'), dataIndex: 'addedAt', render: (v: string) => shanghaiMinute(v) },
            {
              title: t('actions'),
              key: 'act',
              render: (_, r) => (
                <Popconfirm
                  title={t('removeConfirm')}
                  okText={t('removeApprover')}
                  cancelText={t('cancel')}
                  onConfirm={async () => {
                    await removeTransferApprover(r.userId);
                    await refresh();
                  }}
                >
                  <Button size="small" danger aria-label={`${t('removeApprover')} ${r.name}`}>
                    {t('removeApprover')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
      <ConfigFormModal
        open={adding}
        onClose={() => setAdding(false)}
        name="transfer-approver"
        title={t('addApprover')}
        fields={[
          {
            key: 'userId',
            label: t('approver'),
            type: 'select',
            verify: [transferApproverInput.shape.userId],
            options: (q.data?.candidates ?? []).map((c) => ({ value: c.id, name: c.name })),
          },
        ]}
        save={async (values: FieldValues) => {
          await addTransferApprover(transferApproverInput.parse(values).userId);
          await refresh();
        }}
        savedText={ARCHIVE_MESSAGES.approverAdded[locale]}
        invalidate={[archiveKeys.approvers]}
        texts={{ save: t('save'), cancel: t('cancel') }}
      />
    </Space>
  );
}
