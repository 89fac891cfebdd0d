import { groupAmount, shanghaiMinute } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { REQUESTABLE_BILL_LIST } from '../api/mortgage-flow-api';
import { MORTGAGE_HREF } from '../api/mortgage-pages-api';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';
import type { ListRow } from '@/lib/api-client';

type RequestableBillRow = ListRow<typeof REQUESTABLE_BILL_LIST>;

/** /mortgageRequest/mortgageReqAddList: final-approved bills in scope with no live request; each opens its request form. */
export default function MortgageReqAddListPage() {
  const t = useMortgageFlowText();
  const apply = (r: RequestableBillRow) => (
    <Link to={MORTGAGE_HREF.requestAdd(r.id)} aria-label={`${t('applyMortgage')} ${r.billNo}`}>
      {t('applyMortgage')}
    </Link>
  );
  const stage = useBillStageColumn<RequestableBillRow>();
  const columns: TableColumnsType<RequestableBillRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
    { title: t('customer'), dataIndex: 'customerName', width: 110 },
    { title: t('borrowAmount'), dataIndex: 'borrowAmount', width: 150, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('propertyCount'), dataIndex: 'propertyCount', width: 110 },
    stage.column,
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: t('action'), key: 'action', width: 110, fixed: 'right', render: (_, r) => apply(r) },
  ];
  const card = (r: RequestableBillRow): CardSpec => ({
    title: r.billNo,
    fields: [
      stage.field(r),
      { label: t('customer'), value: r.customerName },
      { label: t('borrowAmount'), value: groupAmount(r.borrowAmount) },
      { label: t('propertyCount'), value: r.propertyCount },
      { label: t('action'), value: apply(r) },
    ],
  });
  return (
    <ListPage
      label={t('requestableBills')}
      source={REQUESTABLE_BILL_LIST}
      filters={[{ kind: 'text', name: 'keyword', label: t('keyword') }]}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      toolbar={() => <Link to={MORTGAGE_HREF.requests}>{t('requests')}</Link>}
    />
  );
}
