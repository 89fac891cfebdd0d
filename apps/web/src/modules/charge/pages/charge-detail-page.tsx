import { shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { useLocale } from '@/lib/i18n';
import { chargeStandardQuery } from '../api/charge-api';
import { CHARGE_LIST_PATH, editStandardHref } from '../charge.paths';
import { useChargeText } from '../charge.text';
import { FeeItemsTable } from '../components/fee-items-table';
import { standardName } from '../components/standard-name';
import { withNote } from '@/lib/punctuation';

/** /borrowManage/chargeStandard?code=&versionNo=: one version of a standard (the current by default) and its history. */
export default function ChargeDetailPage() {
  const t = useChargeText();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  const asked = Number(params.get('versionNo'));
  const versionNo = Number.isInteger(asked) && asked > 0 ? asked : null;
  const detail = useQuery({ ...chargeStandardQuery(code, versionNo), enabled: code !== '' });
  const header = <PageHeader title={t('detailTitle')} backTo={CHARGE_LIST_PATH} backText={t('back')} />;
  if (!code)
    return (
      <Space orientation="vertical">
        {header}
        <Alert type="error" showIcon title={t('missingCode')} />
      </Space>
    );
  if (detail.isError)
    return (
      <Space orientation="vertical">
        {header}
        <Alert type="error" showIcon title={t('loadFailed')} />
      </Space>
    );
  if (!detail.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d = detail.data;
  const isCurrent = d.versionNo === d.currentVersion;
  const pick = (n: number) => setParams(n === d.currentVersion ? { code } : { code, versionNo: String(n) });

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {header}
      <ReadonlyCard
        title={`${d.code} ${standardName(d.code, locale)}`}
        extra={
          isCurrent ? (
            <Button type="primary" onClick={() => navigate(editStandardHref(d.code))}>
              {t('edit')}
            </Button>
          ) : null
        }
        items={[
          { label: t('code'), value: d.code },
          { label: t('name'), value: standardName(d.code, locale) },
          { label: t('versionNo'), value: t('versionLabel', { n: d.versionNo }) },
          { label: t('remark'), value: d.remark },
          { label: t('updatedBy'), value: d.createdByName },
          { label: t('createdAt'), value: shanghaiMinute(d.createdAt) },
        ]}
      />
      <Card
        size="small"
        title={t('items')}
        extra={
          <Select
            aria-label={t('versionNo')}
            value={d.versionNo}
            onChange={pick}
            style={{ minWidth: 140 }}
            options={d.versions.map((v) => ({
              value: v.versionNo,
              label: withNote(t('versionLabel', { n: v.versionNo }), v.versionNo === d.currentVersion ? t('current') : null),
            }))}
          />
        }
      >
        {isCurrent ? null : <Alert type="info" showIcon title={t('historyNote')} style={{ marginBottom: 12 }} />}
        <FeeItemsTable items={d.items} />
      </Card>
    </Space>
  );
}
