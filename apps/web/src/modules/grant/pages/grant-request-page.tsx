import { useQuery } from '@tanstack/react-query';
import { Card, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { grantDetailQuery } from '../api/grant-api';
import { GrantRequestForm } from '../components/grant-request-form';
import { useGrantText } from '../grant.text';

/** /billGrantManage/grantRequest: a new request, or (?id=) a rejected or withdrawn one to edit and send again. */
export default function GrantRequestPage() {
  const t = useGrantText();
  const id = Number(useSearchParams()[0].get('id'));
  const editing = Number.isInteger(id) && id > 0;
  const existing = useQuery({ ...grantDetailQuery(id), enabled: editing });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader
        title={editing ? t('resubmitTitle') : t('requestTitle')}
        backTo="/billGrantManage/grantApproveListRisk"
        backText={t('back')}
      />
      <Card size="small">
        {editing && !existing.data ? <Spin /> : <GrantRequestForm {...(existing.data ? { existing: existing.data } : {})} />}
      </Card>
    </Space>
  );
}
