import { shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { FIVE_LEVEL_LOAN_LIST } from '../api/five-level-api';
import { LevelCell } from '../components/level-cell';
import { useLoanFigures } from '../components/loan-figures';
import type { LevelChangeModalProps } from '../components/level-change-modal';
import { fiveLevelLoanHref } from '../five-level.paths';
import { useFiveLevelText } from '../five-level.text';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';
import type { ListRow, ListFilter } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const LevelChangeModal = lazyDialog(
  () => import('../components/level-change-modal').then((m) => m.LevelChangeModal),
  (p) => p.loan !== null,
);

type FiveLevelLoanRow = ListRow<typeof FIVE_LEVEL_LOAN_LIST>;

/** /borrowManage/assetLevelList: the loans in the caller's scope with their level; a change is requested here. */
export default function FiveLevelListPage() {
  const t = useFiveLevelText();
  const { locale } = useLocale();
  const figures = useLoanFigures();
  const [changing, setChanging] = useState<LevelChangeModalProps['loan']>(null);
  const billNo = (r: FiveLevelLoanRow) => <Link to={fiveLevelLoanHref(r.billId)}>{r.billNo}</Link>;
  const change = (r: FiveLevelLoanRow) => (
    <Button
      size="small"
      type="link"
      disabled={r.pendingToLevel !== null}
      onClick={() => setChanging({ billId: r.billId, billNo: r.billNo, level: r.level })}
      aria-label={t('changeFor', { billNo: r.billNo })}
    >
      {t('change')}
    </Button>
  );

  const filters: FilterField<ListFilter<typeof FIVE_LEVEL_LOAN_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    { kind: 'select', name: 'level', label: t('level'), width: 120, options: statusFilterOptions('fiveLevel', locale) },
  ];
  const stage = useBillStageColumn<FiveLevelLoanRow>();
  const columns: TableColumnsType<FiveLevelLoanRow> = [
    { title: t('billNo'), key: 'billNo', width: 170, fixed: 'left', render: (_, r) => billNo(r) },
    { title: t('customerName'), dataIndex: 'customerName', width: 110 },
    stage.column,
    ...figures.map((f) => ({
      title: f.label,
      key: f.key,
      width: f.width,
      align: f.align,
      render: (_: unknown, r: FiveLevelLoanRow) => f.value(r),
    })),
    { title: t('level'), key: 'level', width: 200, render: (_, r) => <LevelCell level={r.level} pendingToLevel={r.pendingToLevel} /> },
    { title: t('levelUpdatedAt'), dataIndex: 'levelUpdatedAt', width: 170, render: (v: string | null) => shanghaiMinute(v) },
    { title: t('actions'), key: 'actions', width: 100, render: (_, r) => change(r) },
  ];
  const card = (r: FiveLevelLoanRow): CardSpec => ({
    title: billNo(r),
    fields: [
      { label: t('customerName'), value: r.customerName },
      stage.field(r),
      ...figures.map((f) => ({ label: f.label, value: f.value(r) })),
      { label: t('level'), value: <LevelCell level={r.level} pendingToLevel={r.pendingToLevel} /> },
    ],
    actions: [change(r)],
  });

  return (
    <>
      <ListPage label={t('title')} source={FIVE_LEVEL_LOAN_LIST} filters={filters} columns={columns} card={card} rowKey={(r) => r.billId} />
      <LevelChangeModal loan={changing} onClose={() => setChanging(null)} />
    </>
  );
}
