import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { mortgageRequestQuery } from '../api/mortgage-flow-api';
import { MORTGAGE_HREF, idParam } from '../api/mortgage-pages-api';
import { MortgagePropertiesTable } from '../components/mortgage-properties-table';
import { MortgageRegistrationForm } from '../components/mortgage-registration-form';
import { MortgageRequestSummary } from '../components/mortgage-request-summary';
import { useMortgageFlowText } from '../mortgage-flow.text';

function Registration({ id, propertyId }: { id: number; propertyId: number | null }) {
  const t = useMortgageFlowText();
  const q = useQuery(mortgageRequestQuery(id, true));
  if (q.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!q.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  return (
    <>
      <MortgageRequestSummary request={q.data} />
      <MortgagePropertiesTable title={t('properties')} properties={q.data.properties} />
      <MortgageRegistrationForm key={`${id}-${propertyId ?? ''}`} request={q.data} propertyId={propertyId} />
    </>
  );
}

/** /mortgageManage/mortgageRegistration?id=&propertyId=: warrant staff record one property's registration. */
export default function MortgageRegistrationPage() {
  const t = useMortgageFlowText();
  const [params] = useSearchParams();
  const id = idParam(params, 'id');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('registerTitle')} backTo={MORTGAGE_HREF.registrations} backText={t('back')} />
      {id ? <Registration id={id} propertyId={idParam(params, 'propertyId')} /> : <Alert type="error" showIcon title={t('missingId')} />}
    </Space>
  );
}
