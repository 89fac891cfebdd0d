import { groupAmount, shanghaiMinute } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { UNPAID_FEE_LIST } from '../api/borrow-api';
import { useBooksText } from '../books.text';
import { fundPartyName, fundingPartyFilter } from '../components/loan-filters';
import type { ListRow } from '@/lib/api-client';

type UnpaidFeeRow = ListRow<typeof UNPAID_FEE_LIST>;

/** /borrowManage/unpaidProjectBills: the loans in scope whose charged fees are not all paid, latest posting first. */
export default function UnpaidFeePage() {
  const t = useBooksText();
  const { locale } = useLocale();
  const columns: TableColumnsType<UnpaidFeeRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('fundingParty'), dataIndex: 'fundingParty', width: 120, render: (v: string | null) => (v ? fundPartyName(v, locale) : '—') },
    { title: t('charged'), dataIndex: 'charged', width: 150, align: 'right', render: groupAmount },
    { title: t('paid'), dataIndex: 'paid', width: 150, align: 'right', render: groupAmount },
    { title: t('owed'), dataIndex: 'outstanding', width: 150, align: 'right', render: groupAmount },
    { title: t('lastPostedAt'), dataIndex: 'lastPostedAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: UnpaidFeeRow): CardSpec => ({
    title: r.billNo,
    fields: [
      { label: t('customer'), value: r.customerName },
      { label: t('charged'), value: groupAmount(r.charged) },
      { label: t('owed'), value: groupAmount(r.outstanding) },
    ],
  });
  return (
    <ListPage
      label={t('unpaidFeesTitle')}
      source={UNPAID_FEE_LIST}
      filters={[{ kind: 'text', name: 'keyword', label: t('keyword') }, fundingPartyFilter(t('fundingParty'), locale)]}
      columns={columns}
      card={card}
      rowKey={(r) => r.billId}
      scrollX={1000}
    />
  );
}
