import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { MORTGAGE_HREF, idParam, mortgageReleaseBillQuery } from '../api/mortgage-pages-api';
import { MortgageBillCard } from '../components/mortgage-bill-card';
import { MortgagePropertiesTable } from '../components/mortgage-properties-table';
import { MortgageReleaseForm } from '../components/mortgage-release-form';
import { TONE_STYLE } from '@/components/status-tag/status-tone';
import { useMortgageFlowText } from '../mortgage-flow.text';

function ReleaseBill({ billId }: { billId: number }) {
  const t = useMortgageFlowText();
  const q = useQuery(mortgageReleaseBillQuery(billId));
  if (q.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!q.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const bill = q.data;
  const settled = bill.settled ? (
    <Tag style={TONE_STYLE.success}>{t('settledYes')}</Tag>
  ) : (
    <Tag style={TONE_STYLE.warning}>{t('settledNo')}</Tag>
  );
  return (
    <>
      <MortgageBillCard bill={bill} extra={[{ label: t('settled'), value: settled }]} />
      <MortgagePropertiesTable title={t('registeredProperties')} properties={bill.properties} />
      <MortgageReleaseForm bill={bill} />
    </>
  );
}

/** /mortgageRelease/mortgageRelAdd?billId=: the release form for one bill, reached from mortgageRelAddList. */
export default function MortgageRelAddPage() {
  const t = useMortgageFlowText();
  const billId = idParam(useSearchParams()[0], 'billId');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('newRelease')} backTo={MORTGAGE_HREF.releasableBills} backText={t('back')} />
      {billId ? <ReleaseBill billId={billId} /> : <Alert type="error" showIcon title={t('missingBill')} />}
    </Space>
  );
}
