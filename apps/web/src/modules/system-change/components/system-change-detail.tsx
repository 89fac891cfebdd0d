import { shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin } from 'antd';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { systemChangeDetailQuery } from '../api/system-change-api';
import { useSystemChangeText } from '../system-change.text';
import { ChangeValues } from './change-values';
import { SystemChangeActions } from './system-change-actions';
import { punctuation } from '@/lib/punctuation';

/** One request: the bill, each field before and after, the reason, the approval records and the decision buttons. */
export function SystemChangeDetail({ id }: { id: number }) {
  const t = useSystemChangeText();
  const q = useQuery(systemChangeDetailQuery(id));
  if (q.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!q.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d = q.data;
  return (
    <>
      <ReadonlyCard
        title={d.billNo}
        extra={<SystemChangeActions id={d.id} flow={d.flow} />}
        items={[
          { label: t('customer'), value: d.customerName },
          { label: t('changes'), value: <ChangeValues changes={d.changes} /> },
          { label: t('reason'), value: d.reason },
          { label: t('status'), value: <StatusTag list="systemChange" code={d.status} /> },
          { label: t('applicant'), value: d.applicantName },
          { label: t('createdAt'), value: shanghaiMinute(d.createdAt) },
        ]}
      />
      {d.records.length ? (
        <Card size="small" title={t('records')}>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {d.records.map((r) => (
              <li key={r.id}>
                {shanghaiMinute(r.createdAt)} {r.actorName} <StatusTag list="flowResult" code={r.action} />
                {r.comment ? `${punctuation().colon}${r.comment}` : ''}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
