import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { useLocale } from '@/lib/i18n';
import { chargeStandardQuery } from '../api/charge-api';
import { standardHref } from '../charge.paths';
import { useChargeText } from '../charge.text';
import { StandardEditor } from '../components/standard-editor';
import { standardName } from '../components/standard-name';

/** /borrowManage/addCost?code=: edit a standard's fee items and rates; saving makes its next version. */
export default function AddCostPage() {
  const t = useChargeText();
  const { locale } = useLocale();
  const code = useSearchParams()[0].get('code') ?? '';
  const current = useQuery({ ...chargeStandardQuery(code, null), enabled: code !== '' });
  const body = !code ? (
    <Alert type="error" showIcon title={t('missingCode')} />
  ) : current.isError ? (
    <Alert type="error" showIcon title={t('loadFailed')} />
  ) : !current.data ? (
    <Spin style={{ display: 'block', margin: 24 }} />
  ) : (
    <Card
      size="small"
      title={`${current.data.code} ${standardName(current.data.code, locale)} · ${t('versionLabel', { n: current.data.currentVersion })}`}
    >
      <StandardEditor standard={current.data} />
    </Card>
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('editTitle')} backTo={code ? standardHref(code) : '/borrowManage/borrowCost'} backText={t('backToStandard')} />
      {body}
    </Space>
  );
}
