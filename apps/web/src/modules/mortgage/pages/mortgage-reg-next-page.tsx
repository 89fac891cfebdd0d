import { MORTGAGE_REQUEST_STATUS } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { mortgageRequestQuery } from '../api/mortgage-flow-api';
import { MORTGAGE_HREF, idParam } from '../api/mortgage-pages-api';
import { MortgagePropertiesTable } from '../components/mortgage-properties-table';
import { MortgageRequestSummary } from '../components/mortgage-request-summary';
import { useMortgageFlowText } from '../mortgage-flow.text';

/** The step after a registration: complete (4) once every property is registered, otherwise the next one (3). */
function NextStep({ id }: { id: number }) {
  const t = useMortgageFlowText();
  const navigate = useNavigate();
  const q = useQuery(mortgageRequestQuery(id, true));
  if (q.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!q.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d = q.data;
  const left = d.properties.filter((p) => p.certNo === null);
  const complete = d.status === MORTGAGE_REQUEST_STATUS.registered;
  const open = d.status === MORTGAGE_REQUEST_STATUS.awaitingRegistration || d.status === MORTGAGE_REQUEST_STATUS.partlyRegistered;
  return (
    <>
      {complete ? (
        <Alert type="success" showIcon title={t('allRegistered')} />
      ) : open && left.length ? (
        <Alert type="warning" showIcon title={t('partlyLeft', { n: left.length })} />
      ) : null}
      <MortgageRequestSummary request={d} />
      <MortgagePropertiesTable
        title={t('regResult')}
        properties={d.properties}
        action={(p) => (open && p.certNo === null ? <Link to={MORTGAGE_HREF.register(d.id, p.id)}>{t('register')}</Link> : null)}
      />
      <Space>
        {open && left[0] ? (
          <Button type="primary" onClick={() => navigate(MORTGAGE_HREF.register(d.id, left[0]!.id))}>
            {t('registerNext')}
          </Button>
        ) : null}
        <Button onClick={() => navigate(MORTGAGE_HREF.registrations)}>{t('back')}</Button>
      </Space>
    </>
  );
}

/** /mortgageManage/mortgageRegNext?id=: the registration's result and what comes next. */
export default function MortgageRegNextPage() {
  const t = useMortgageFlowText();
  const id = idParam(useSearchParams()[0], 'id');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('regResult')} backTo={MORTGAGE_HREF.registrations} backText={t('back')} />
      {id ? <NextStep id={id} /> : <Alert type="error" showIcon title={t('missingId')} />}
    </Space>
  );
}
