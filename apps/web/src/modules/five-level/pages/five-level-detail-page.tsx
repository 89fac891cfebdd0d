import { BORROW_TYPE_TEXT, groupAmount, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { useLocale } from '@/lib/i18n';
import { fiveLevelLoanQuery } from '../api/five-level-api';
import { ChangeRecords } from '../components/change-records';
import { LevelCell } from '../components/level-cell';
import { useLoanFigures } from '../components/loan-figures';
import { LevelChangeModal } from '../components/level-change-modal';
import { FIVE_LEVEL_LIST_PATH } from '../five-level.paths';
import { useFiveLevelText } from '../five-level.text';

/** /borrowManage/assetLevelDetail?id=: a loan, its level, and every change requested for it. */
export default function FiveLevelDetailPage() {
  const t = useFiveLevelText();
  const { locale } = useLocale();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const loan = useQuery({ ...fiveLevelLoanQuery(id), enabled: valid });
  const figures = useLoanFigures();
  const [changing, setChanging] = useState(false);
  const d = loan.data;
  const body = !valid ? (
    <Alert type="error" showIcon title={t('missingId')} />
  ) : loan.isError ? (
    <Alert type="error" showIcon title={t('loadFailed')} />
  ) : !d ? (
    <Spin style={{ display: 'block', margin: 24 }} />
  ) : (
    <>
      <ReadonlyCard
        title={`${d.billNo} ${d.customerName}`}
        extra={
          <Button type="primary" disabled={d.pendingToLevel !== null} onClick={() => setChanging(true)}>
            {t('change')}
          </Button>
        }
        items={[
          { label: t('billNo'), value: d.billNo },
          { label: t('customerName'), value: d.customerName },
          { label: t('borrowAmount'), value: groupAmount(d.borrowAmount) },
          { label: t('borrowType'), value: BORROW_TYPE_TEXT[d.borrowType as keyof typeof BORROW_TYPE_TEXT]?.[locale] },
          ...figures.map((f) => ({ label: f.label, value: f.value(d) })),
          { label: t('level'), value: <LevelCell level={d.level} pendingToLevel={d.pendingToLevel} /> },
          { label: t('levelUpdatedAt'), value: shanghaiMinute(d.levelUpdatedAt) },
        ]}
      />
      <Card size="small" title={t('records')}>
        <ChangeRecords changes={d.changes} />
      </Card>
      {changing ? (
        <LevelChangeModal loan={{ billId: d.billId, billNo: d.billNo, level: d.level }} onClose={() => setChanging(false)} />
      ) : null}
    </>
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('detailTitle')} backTo={FIVE_LEVEL_LIST_PATH} backText={t('back')} />
      {body}
    </Space>
  );
}
