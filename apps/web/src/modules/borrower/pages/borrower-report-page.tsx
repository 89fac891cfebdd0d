import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { borrowerReportQuery } from '../api/borrower-api';
import { useBorrowerText } from '../borrower.text';

/** /borrowerManage/borrowerReport?id=: what the ID number tells, and the blacklist check. */
export default function BorrowerReportPage() {
  const t = useBorrowerText();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const report = useQuery({ ...borrowerReportQuery(id), enabled: valid });
  if (!valid) return <Alert type="error" showIcon title={t('missingId')} />;
  if (!report.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const { borrower: b, blacklist } = report.data;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('reportOf', { name: b.name })} backTo={`/borrowerManage/borrowerDetail?id=${b.id}`} />
      <Alert
        role="status"
        type={blacklist ? 'error' : 'success'}
        showIcon
        title={blacklist ? t('blacklisted', { reason: blacklist.reason }) : t('notBlacklisted')}
      />
      <ReadonlyCard
        title={t('identity')}
        items={[
          { label: t('idCard'), value: b.idCard },
          { label: t('gender'), value: b.gender === 'M' ? t('male') : b.gender === 'F' ? t('female') : null },
          { label: t('birthDate'), value: report.data.birthDate },
          { label: t('age'), value: report.data.age },
          { label: t('issuingRegion'), value: report.data.issuingRegion, span: 2 },
          { label: t('mobile'), value: b.mobile },
          { label: t('salesperson'), value: b.salespersonName },
        ]}
      />
    </Space>
  );
}
