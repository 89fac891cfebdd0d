import { shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { StatusTag } from '@/components/status-tag/status-tag';
import { grantDetailHref, rejectionsQuery } from '../api/grant-api';
import { grantNo } from '../components/grant-list';
import { useGrantText } from '../grant.text';

/** overRuleRecording / overRuleReco: every rejection in scope, or (?grantId=) one request's. */
export default function RejectionRecordsPage() {
  const t = useGrantText();
  const grantId = Number(useSearchParams()[0].get('grantId')) || undefined;
  const q = useQuery(rejectionsQuery(grantId));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('rejectionsTitle')} backTo="/billGrantManage/grantHistoryList" backText={t('back')} />
      <Card size="small">
        <Table
          size="small"
          rowKey="id"
          loading={q.isLoading}
          scroll={{ x: 720 }}
          dataSource={q.data?.list ?? []}
          columns={[
            { title: t('no'), key: 'g', render: (_, r) => <Link to={grantDetailHref(r.grantId)}>{grantNo(r.grantId)}</Link> },
            { title: t('rejectionNode'), dataIndex: 'nodeKey' },
            { title: t('status'), key: 's', render: (_, r) => <StatusTag list="grant" code={r.status} /> },
            { title: t('reason'), dataIndex: 'reason' },
            { title: t('actor'), dataIndex: 'actorName' },
            { title: t('at'), dataIndex: 'createdAt', render: (v: string) => shanghaiMinute(v) },
          ]}
        />
      </Card>
    </Space>
  );
}
