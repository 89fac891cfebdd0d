import { Alert, Empty, Space } from 'antd';
import { type OperationTone, operationTone } from './operation-tone';
import { useOperationRecordText } from './operation-record.text';
import { punctuation } from '@/lib/punctuation';

/** Spec 001 §3 "Operation record: operation code, recordAbstract, recordDetails"; who and when when known. */
export type OperationRecord = {
  id?: string | number;
  code: number;
  recordAbstract: string;
  recordDetails?: string | null;
  operator?: string | null;
  at?: string | null;
};

export type OperationRecordStripeProps = { records: readonly OperationRecord[]; title?: string };

/** Neutral is grey, as the spec's "neutral" means: antd's info is blue, so it gets its own colours. */
const NEUTRAL_STYLE = { background: '#fafafa', borderColor: '#d9d9d9' };
const ALERT_TYPE: Record<Exclude<OperationTone, 'neutral'>, 'error' | 'warning' | 'success'> = {
  error: 'error',
  warning: 'warning',
  success: 'success',
};

/** A stripe of coloured alerts, one per operation record, newest first as given. */
export function OperationRecordStripe({ records, title }: OperationRecordStripeProps) {
  const t = useOperationRecordText();
  const heading = title ?? t('title');
  if (!records.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} role="list" aria-label={heading}>
      {records.map((r, i) => {
        const tone = operationTone(r.code);
        const who = [r.operator, r.at].filter(Boolean).join(' · ');
        return (
          <div role="listitem" key={r.id ?? i} data-tone={tone}>
            <Alert
              type={tone === 'neutral' ? 'info' : ALERT_TYPE[tone]}
              style={tone === 'neutral' ? NEUTRAL_STYLE : undefined}
              showIcon={tone !== 'neutral'}
              title={
                <span>
                  <span className="sr-only">
                    {t(tone)}
                    {punctuation().colon}
                  </span>
                  {r.recordAbstract}
                  {who ? <span style={{ marginLeft: 8, color: 'rgba(0,0,0,0.65)', fontSize: 12 }}>{who}</span> : null}
                </span>
              }
              description={r.recordDetails || undefined}
            />
          </div>
        );
      })}
    </Space>
  );
}
