import { shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { CARD_CHANGE_LIST, cardChangeHref } from '../api/card-change-api';
import { useCardChangeText } from '../card-change.text';
import type { ListRow } from '@/lib/api-client';

type CardChangeRow = ListRow<typeof CARD_CHANGE_LIST>;

/** /changeBankCard: card-change requests in the caller's scope, newest first; numbers masked. */
export default function CardChangeListPage() {
  const t = useCardChangeText();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const no = (r: CardChangeRow) => <Link to={cardChangeHref(r.id)}>{`BC${String(r.id).padStart(6, '0')}`}</Link>;
  const status = (r: CardChangeRow) => <StatusTag list="cardChange" code={r.status} />;
  const columns: TableColumnsType<CardChangeRow> = [
    { title: t('no'), key: 'no', width: 110, fixed: 'left', render: (_, r) => no(r) },
    { title: t('borrower'), dataIndex: 'borrowerName', width: 100 },
    { title: t('oldCard'), key: 'old', width: 250, render: (_, r) => `${r.oldBankName} ${r.oldCardNoMasked}` },
    { title: t('newCard'), key: 'new', width: 250, render: (_, r) => `${r.newBankName} ${r.newCardNoMasked}` },
    { title: t('reason'), dataIndex: 'reason', width: 180 },
    { title: t('status'), key: 'status', width: 110, render: (_, r) => status(r) },
    { title: t('applicant'), dataIndex: 'applicantName', width: 150 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: CardChangeRow): CardSpec => ({
    title: no(r),
    fields: [
      { label: t('borrower'), value: r.borrowerName },
      { label: t('newCard'), value: `${r.newBankName} ${r.newCardNoMasked}` },
      { label: t('status'), value: status(r) },
    ],
  });
  return (
    <ListPage
      label={t('title')}
      source={CARD_CHANGE_LIST}
      filters={[{ kind: 'select', name: 'status', label: t('status'), width: 140, options: statusFilterOptions('cardChange', locale) }]}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      toolbar={() => (
        <Button type="primary" ghost onClick={() => navigate(cardChangeHref())}>
          {t('apply')}
        </Button>
      )}
    />
  );
}
