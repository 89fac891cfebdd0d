import { groupAmount, shanghaiMinute } from '@lc/shared';
import { type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { RELEASABLE_BILL_LIST } from '../api/mortgage-flow-api';
import { MORTGAGE_HREF } from '../api/mortgage-pages-api';
import { TONE_STYLE } from '@/components/status-tag/status-tone';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';
import type { ListRow } from '@/lib/api-client';

type ReleasableBillRow = ListRow<typeof RELEASABLE_BILL_LIST>;

/**
 * /mortgageRelease/mortgageRelAddList: bills in scope with a registered mortgage and no live release.
 * A settled loan may go straight to release; any other needs an exception reason on the form.
 */
export default function MortgageRelAddListPage() {
  const t = useMortgageFlowText();
  const apply = (r: ReleasableBillRow) => (
    <Link to={MORTGAGE_HREF.releaseAdd(r.id)} aria-label={`${t('applyRelease')} ${r.billNo}`}>
      {t('applyRelease')}
    </Link>
  );
  const settled = (r: ReleasableBillRow) =>
    r.settled ? <Tag style={TONE_STYLE.success}>{t('settledYes')}</Tag> : <Tag style={TONE_STYLE.warning}>{t('settledNo')}</Tag>;
  const stage = useBillStageColumn<ReleasableBillRow>();
  const columns: TableColumnsType<ReleasableBillRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
    { title: t('customer'), dataIndex: 'customerName', width: 110 },
    { title: t('borrowAmount'), dataIndex: 'borrowAmount', width: 150, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('registered'), dataIndex: 'registeredCount', width: 100 },
    { title: t('settled'), key: 'settled', width: 110, render: (_, r) => settled(r) },
    stage.column,
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: t('action'), key: 'action', width: 110, fixed: 'right', render: (_, r) => apply(r) },
  ];
  const card = (r: ReleasableBillRow): CardSpec => ({
    title: r.billNo,
    fields: [
      { label: t('customer'), value: r.customerName },
      { label: t('settled'), value: settled(r) },
      stage.field(r),
      { label: t('action'), value: apply(r) },
    ],
  });
  return (
    <ListPage
      label={t('releasableBills')}
      source={RELEASABLE_BILL_LIST}
      filters={[{ kind: 'text', name: 'keyword', label: t('keyword') }]}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      toolbar={() => <Link to={MORTGAGE_HREF.releases}>{t('releases')}</Link>}
    />
  );
}
