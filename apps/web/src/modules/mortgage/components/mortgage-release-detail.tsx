import { MORTGAGE_FLOW_MESSAGES, MORTGAGE_RELEASE_STATUS, type MortgageReleaseDetail as Detail, shanghaiMinute } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Space, Spin } from 'antd';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import {
  approveMortgageRelease,
  markMortgageReleased,
  mortgageReleaseQuery,
  refreshMortgageFlow,
  rejectMortgageRelease,
} from '../api/mortgage-flow-api';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { MortgageFlowActions } from './mortgage-flow-actions';
import { MortgageFlowRecords } from './mortgage-flow-records';

/** One release request: the approval at its node, then "released" once the registry has lifted it. */
export function MortgageReleaseDetail({ id }: { id: number }) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const q = useQuery(mortgageReleaseQuery(id));
  if (q.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!q.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d: Detail = q.data;
  const release = async () => {
    await markMortgageReleased(d.id, d.version);
    toast.success(MORTGAGE_FLOW_MESSAGES.released[locale]);
    await refreshMortgageFlow(client);
  };
  return (
    <>
      <ReadonlyCard
        title={d.billNo}
        extra={
          <Space>
            <MortgageFlowActions
              name="mortgage-release"
              flow={d.flow}
              approve={(v) => approveMortgageRelease(d.id, v)}
              reject={(v, comment) => rejectMortgageRelease(d.id, v, comment)}
            />
            {d.status === MORTGAGE_RELEASE_STATUS.approved ? (
              <Popconfirm title={t('markReleasedConfirm')} onConfirm={release} okText={t('markReleased')} cancelText={t('cancel')}>
                <Button type="primary">{t('markReleased')}</Button>
              </Popconfirm>
            ) : null}
          </Space>
        }
        items={[
          { label: t('customer'), value: d.customerName },
          { label: t('status'), value: <StatusTag list="mortgageRelease" code={d.status} /> },
          { label: t('exceptionReason'), value: d.exceptionReason },
          { label: t('createdAt'), value: shanghaiMinute(d.createdAt) },
        ]}
      />
      <MortgageFlowRecords records={d.records} />
    </>
  );
}
