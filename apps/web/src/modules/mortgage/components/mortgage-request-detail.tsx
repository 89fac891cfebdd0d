import {
  MORTGAGE_ORDERS,
  MORTGAGE_REQUEST_STATUS,
  type MortgagePropertyRow,
  type MortgageRequestDetail as Detail,
  shanghaiMinute,
} from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Spin, Table } from 'antd';
import { useState } from 'react';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { useLocale } from '@/lib/i18n';
import { approveMortgageRequest, mortgageRequestQuery, rejectMortgageRequest } from '../api/mortgage-flow-api';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { MortgageRequestStatus } from './mortgage-request-columns';
import { MortgageFlowActions } from './mortgage-flow-actions';
import { MortgageFlowRecords } from './mortgage-flow-records';
import { MortgageImagesModal } from './mortgage-images-modal';
import { MortgageRegisterModal } from './mortgage-register-modal';

/**
 * One request: the bill, the mortgagee, each property with its registration, and what the caller
 * may do: decide at the supervisor node (request page) or register a property (registration page).
 */
export function MortgageRequestDetail({ id, registering }: { id: number; registering?: boolean }) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const q = useQuery(mortgageRequestQuery(id, registering));
  const [property, setProperty] = useState<MortgagePropertyRow | null>(null);
  const [adding, setAdding] = useState<MortgagePropertyRow | null>(null);
  if (q.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!q.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d: Detail = q.data;
  const open = d.status === MORTGAGE_REQUEST_STATUS.awaitingRegistration || d.status === MORTGAGE_REQUEST_STATUS.partlyRegistered;
  const order = (v: number | null) => (v === 1 || v === 2 ? MORTGAGE_ORDERS[v][locale] : '');
  return (
    <>
      <ReadonlyCard
        title={d.billNo}
        extra={
          registering ? null : (
            <MortgageFlowActions
              name="mortgage-request"
              flow={d.flow}
              approve={(v) => approveMortgageRequest(d.id, v)}
              reject={(v, comment) => rejectMortgageRequest(d.id, v, comment)}
            />
          )
        }
        items={[
          { label: t('customer'), value: d.customerName },
          { label: t('mortgagee'), value: d.mortgageeName },
          { label: t('order'), value: order(d.order) },
          { label: t('status'), value: <MortgageRequestStatus r={d} /> },
          { label: t('registered'), value: `${d.registeredCount} / ${d.propertyCount}` },
          { label: t('createdAt'), value: shanghaiMinute(d.createdAt) },
          { label: t('remark'), value: d.remark },
        ]}
      />
      <Card size="small" title={t('properties')}>
        <Table<MortgagePropertyRow>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={d.properties}
          columns={[
            { title: t('address'), dataIndex: 'address' },
            { title: t('certNo'), dataIndex: 'certNo' },
            { title: t('regDate'), dataIndex: 'regDate' },
            { title: t('mortgagee'), dataIndex: 'mortgageeName' },
            { title: t('order'), dataIndex: 'order', render: (v: number | null) => order(v) },
            ...(registering
              ? [
                  {
                    title: t('action'),
                    key: 'act',
                    render: (_: unknown, p: MortgagePropertyRow) =>
                      p.certNo ? (
                        // A correction: images added afterwards (decision 0071).
                        <Button size="small" aria-label={`${t('addImages')} ${p.address}`} onClick={() => setAdding(p)}>
                          {t('addImages')}
                        </Button>
                      ) : open ? (
                        <Button size="small" type="primary" aria-label={`${t('register')} ${p.address}`} onClick={() => setProperty(p)}>
                          {t('register')}
                        </Button>
                      ) : null,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <MortgageFlowRecords records={d.records} />
      {property ? (
        <MortgageRegisterModal
          requestId={d.id}
          property={property}
          mortgageeId={d.mortgageeId}
          order={d.order}
          onClose={() => setProperty(null)}
        />
      ) : null}
      {adding ? <MortgageImagesModal requestId={d.id} property={adding} onClose={() => setAdding(null)} /> : null}
    </>
  );
}
