import { type InvariantLatestReply, MONEY_INVARIANT_TEXT, shanghaiMinute } from '@lc/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { invariantKeys, latestInvariantRunQuery, runInvariantCheck } from '../api/invariant-api';
import { InvariantBreaches } from '../components/invariant-breaches';
import { useInvariantText } from '../invariant.text';

type Count = InvariantLatestReply['counts'][number];

/** /systemSetting/moneyInvariants: the latest check of the money invariants (decision 0067), and a check now. */
export default function InvariantPage() {
  const t = useInvariantText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const latest = useQuery(latestInvariantRunQuery);
  const run = useMutation({
    mutationFn: runInvariantCheck,
    onSuccess: ({ data, msg }) => {
      client.setQueryData(invariantKeys.latest, data);
      toast.success(msg);
    },
  });
  const reply = latest.data;
  const last = reply?.run ?? null;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={<h1 style={{ fontSize: 16, margin: 0 }}>{t('title')}</h1>}
        extra={
          <Button type="primary" loading={run.isPending} onClick={() => run.mutate()}>
            {t('runNow')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        {run.isPending ? <Alert type="info" showIcon message={t('running')} style={{ marginBottom: 16 }} /> : null}
        {last ? (
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} title={t('lastRun')}>
            <Descriptions.Item label={t('trigger')}>{t(last.trigger)}</Descriptions.Item>
            <Descriptions.Item label={t('businessDate')}>{last.businessDate}</Descriptions.Item>
            <Descriptions.Item label={t('finishedAt')}>{shanghaiMinute(last.finishedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('loansChecked')}>{last.loansChecked}</Descriptions.Item>
            <Descriptions.Item label={t('billsChecked')}>{last.billsChecked}</Descriptions.Item>
            <Descriptions.Item label={t('breachCount')}>
              <Tag color={last.breachCount ? 'error' : 'success'}>{last.breachCount}</Tag>
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Text>{latest.isLoading ? '' : t('never')}</Typography.Text>
        )}
      </Card>
      {reply && last ? (
        <>
          <Card title={t('counts')} size="small">
            <Table<Count>
              size="small"
              rowKey="invariant"
              pagination={false}
              dataSource={reply.counts}
              columns={[
                { title: t('invariant'), key: 'invariant', render: (_, c) => MONEY_INVARIANT_TEXT[c.invariant].title[locale] },
                {
                  title: t('breaches'),
                  dataIndex: 'breaches',
                  width: 120,
                  render: (n: number) => <Tag color={n ? 'error' : 'success'}>{n}</Tag>,
                },
              ]}
            />
          </Card>
          <Card title={t('details')} size="small">
            <InvariantBreaches breaches={reply.breaches} total={last.breachCount} />
          </Card>
        </>
      ) : null}
    </Space>
  );
}
