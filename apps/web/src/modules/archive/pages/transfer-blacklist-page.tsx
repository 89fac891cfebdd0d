import { ARCHIVE_TRANSFER_MESSAGES, type TransferBlacklistRow, shanghaiMinute, transferBlacklistInput } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { PageHeader } from '@/components/page-header/page-header';
import { useLocale } from '@/lib/i18n';
import { addToBlacklist, removeFromBlacklist, transferBlacklistQuery, transferKeys } from '../api/archive-transfer-api';
import { useTransferText } from '../archive-transfer.text';

/** /getArchivesManage/blacklist: staff who may not take files out (their transfer requests are refused). */
export default function TransferBlacklistPage() {
  const t = useTransferText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const q = useQuery(transferBlacklistQuery);
  const [adding, setAdding] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: transferKeys.blacklist });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('blacklist')} />
      <Alert type="info" showIcon title={t('blacklistHint')} />
      <Card
        size="small"
        extra={
          <Button type="primary" ghost onClick={() => setAdding(true)}>
            {t('addToBlacklist')}
          </Button>
        }
      >
        <Table<TransferBlacklistRow>
          aria-label={t('blacklist')}
          size="small"
          rowKey="userId"
          pagination={false}
          loading={q.isLoading}
          scroll={{ x: 'max-content' }}
          dataSource={q.data?.list ?? []}
          columns={[
            { title: t('barredStaff'), dataIndex: 'name' },
            { title: t('mobile'), dataIndex: 'mobile' },
            { title: t('barReason'), dataIndex: 'reason' },
            { title: t('addedBy'), dataIndex: 'addedByName' },
            { title: t('addedAt'), dataIndex: 'addedAt', render: (v: string) => shanghaiMinute(v) },
            {
              title: t('actions'),
              key: 'act',
              render: (_, r) => (
                <Popconfirm
                  title={t('removeBlacklistConfirm')}
                  okText={t('removeFromBlacklist')}
                  cancelText={t('cancel')}
                  onConfirm={async () => {
                    await removeFromBlacklist(r.userId);
                    await refresh();
                  }}
                >
                  <Button size="small" danger aria-label={`${t('removeFromBlacklist')} ${r.name}`}>
                    {t('removeFromBlacklist')}
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
        name="transfer-blacklist"
        title={t('addToBlacklist')}
        fields={[
          {
            key: 'userId',
            label: t('barredStaff'),
            type: 'select',
            verify: [transferBlacklistInput.shape.userId],
            options: (q.data?.candidates ?? []).map((c) => ({ value: c.id, name: c.name })),
          },
          { key: 'reason', label: t('barReason'), type: 'textarea', verify: [transferBlacklistInput.shape.reason] },
        ]}
        save={async (values: FieldValues) => {
          await addToBlacklist(transferBlacklistInput.parse(values));
          await refresh();
        }}
        savedText={ARCHIVE_TRANSFER_MESSAGES.blacklisted[locale]}
        invalidate={[transferKeys.blacklist]}
        texts={{ save: t('save'), cancel: t('cancel') }}
      />
    </Space>
  );
}
