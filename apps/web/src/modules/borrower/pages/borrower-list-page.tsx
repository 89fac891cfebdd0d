import { BORROWER_PERMISSION, MARRIAGE_TEXT, shanghaiMinute } from '@lc/shared';
import { Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { MaskedDataButton } from '@/components/masked-data/masked-data-button';
import { orgFilterField } from '@/components/org-filter/org-filter-field';
import { useLocale } from '@/lib/i18n';
import { areaName } from '@/lib/area-name';
import { BORROWER_LIST } from '../api/borrower-api';
import { useBorrowerText } from '../borrower.text';
import type { ListRow, ListFilter } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const BorrowerFormModal = lazyDialog(
  () => import('../components/borrower-form-modal').then((m) => m.BorrowerFormModal),
  (p) => p.open,
);

type BorrowerRow = ListRow<typeof BORROWER_LIST>;

/** /borrowerManage/borrowerList: the salesperson's borrowers; mobiles and ID numbers arrive masked. */
export default function BorrowerListPage() {
  const t = useBorrowerText();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  const marriage = (m: number | null) => (m === null ? '—' : (MARRIAGE_TEXT[m as keyof typeof MARRIAGE_TEXT]?.[locale] ?? m));
  const gender = (g: BorrowerRow['gender']) => (g === 'M' ? t('male') : g === 'F' ? t('female') : '—');

  const actions = (r: BorrowerRow) => (
    <Space size={4} wrap>
      <Link to={`/borrowerManage/borrowerDetail?id=${r.id}`} aria-label={`${t('detail')} ${r.name}`}>
        {t('detail')}
      </Link>
      <Link to={`/borrowerManage/borrowerReport?id=${r.id}`} aria-label={`${t('report')} ${r.name}`}>
        {t('report')}
      </Link>
      <MaskedDataButton
        entity="borrower"
        id={r.id}
        labels={{ mobile: t('mobile'), idCard: t('idCard') }}
        buttonProps={{ size: 'small', type: 'link', 'aria-label': `${t('masked')} ${r.name}` }}
      >
        {t('masked')}
      </MaskedDataButton>
    </Space>
  );

  const filters: FilterField<ListFilter<typeof BORROWER_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    { kind: 'text', name: 'mobile', label: t('mobileFilter'), maxLength: 11 },
    orgFilterField(BORROWER_PERMISSION),
  ];
  const columns: TableColumnsType<BorrowerRow> = [
    // 1,060 px in all: the whole row fits beside the menu at 1440 px, so the fixed action column covers nothing.
    { title: t('name'), dataIndex: 'name', width: 90, fixed: 'left' },
    { title: t('mobile'), dataIndex: 'mobile', width: 120 },
    { title: t('idCard'), dataIndex: 'idCard', width: 175 },
    { title: t('gender'), dataIndex: 'gender', width: 60, render: gender },
    { title: t('marriage'), dataIndex: 'marriage', width: 75, render: marriage },
    { title: t('area'), dataIndex: 'areaCode', width: 60, render: (c: string) => areaName(c, locale) },
    { title: t('salesperson'), dataIndex: 'salespersonName', width: 130 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: t('actions'), key: 'actions', width: 190, fixed: 'right', render: (_, r) => actions(r) },
  ];
  const card = (r: BorrowerRow): CardSpec => ({
    title: r.name,
    fields: [
      { label: t('mobile'), value: r.mobile },
      { label: t('idCard'), value: r.idCard },
      { label: t('salesperson'), value: r.salespersonName ?? '—' },
      { label: t('createdAt'), value: shanghaiMinute(r.createdAt) },
    ],
    actions: [actions(r)],
  });

  return (
    <>
      <ListPage
        label={t('title')}
        source={BORROWER_LIST}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        scrollX={1060}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        )}
      />
      <BorrowerFormModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
