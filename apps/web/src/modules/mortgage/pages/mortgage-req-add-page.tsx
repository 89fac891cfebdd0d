import type { MortgageBillProperty } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Spin, Table } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { MORTGAGE_HREF, idParam, mortgageRequestBillQuery } from '../api/mortgage-pages-api';
import { MortgageBillCard } from '../components/mortgage-bill-card';
import { MortgageRequestForm } from '../components/mortgage-request-form';
import { useMortgageFlowText } from '../mortgage-flow.text';

function RequestBill({ billId }: { billId: number }) {
  const t = useMortgageFlowText();
  const q = useQuery(mortgageRequestBillQuery(billId));
  if (q.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!q.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const bill = q.data;
  return (
    <>
      <MortgageBillCard bill={bill} extra={[{ label: t('propertyCount'), value: bill.properties.length }]} />
      <Card size="small" title={t('properties')}>
        <Table<MortgageBillProperty>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={bill.properties}
          columns={[
            { title: t('address'), dataIndex: 'address' },
            { title: t('ownerName'), dataIndex: 'ownerName' },
            { title: t('floorArea'), dataIndex: 'floorArea' },
            { title: t('titleCertNo'), dataIndex: 'titleCertNo' },
          ]}
        />
      </Card>
      <MortgageRequestForm bill={bill} />
    </>
  );
}

/** /mortgageRequest/mortgageReqAdd?billId=: the request form for one bill, reached from mortgageReqAddList. */
export default function MortgageReqAddPage() {
  const t = useMortgageFlowText();
  const billId = idParam(useSearchParams()[0], 'billId');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('newRequest')} backTo={MORTGAGE_HREF.requestableBills} backText={t('back')} />
      {billId ? <RequestBill billId={billId} /> : <Alert type="error" showIcon title={t('missingBill')} />}
    </Space>
  );
}
