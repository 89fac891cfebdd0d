import { BANK_CARD_ENTITY } from '@lc/shared';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { ExportButton } from '@/components/export-button/export-button';
import { ListPage } from '@/components/list-page/list-page';
import { MaskedDataButton } from '@/components/masked-data/masked-data-button';
import { useLocale } from '@/lib/i18n';
import { BANK_CARD_EXPORT, BANK_CARD_LIST } from '../api/bank-card-api';
import { useBankCardText } from '../bank-card.text';
import { cardCard, cardColumns, cardFilters } from '../components/card-columns';
import type { CardFormModalProps } from '../components/card-form-modal';
import type { ListRow } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const CardFormModal = lazyDialog(() => import('../components/card-form-modal').then((m) => m.CardFormModal));

type BankCardRow = ListRow<typeof BANK_CARD_LIST>;

/** /borrowManage/bankcardList: borrowers' cards in the caller's scope; numbers masked, revealed through the audited viewer. */
export default function BankCardListPage() {
  const t = useBankCardText();
  const { locale } = useLocale();
  const [form, setForm] = useState<Omit<CardFormModalProps, 'onClose'> | null>(null);
  // The number is never sent to the browser: an edit types it again.
  const edit = (r: BankCardRow) =>
    setForm({
      editing: { id: r.id, version: r.version, values: { borrowerId: r.borrowerId, accountName: r.accountName, status: r.status } },
    });
  const actions = (r: BankCardRow) => (
    <Space size={4} wrap>
      <Button size="small" type="link" onClick={() => edit(r)} aria-label={`${t('edit')} ${r.cardNoMasked}`}>
        {t('edit')}
      </Button>
      <MaskedDataButton
        entity={BANK_CARD_ENTITY}
        id={r.id}
        labels={{ cardNo: t('cardNo'), reservedMobile: t('reservedMobile') }}
        buttonProps={{ size: 'small', type: 'link', 'aria-label': `${t('masked')} ${r.cardNoMasked}` }}
      >
        {t('masked')}
      </MaskedDataButton>
    </Space>
  );

  return (
    <>
      <ListPage
        label={t('cardTitle')}
        source={BANK_CARD_LIST}
        filters={cardFilters(t, locale)}
        columns={[...cardColumns(t), { title: t('actions'), key: 'actions', width: 150, render: (_, r) => actions(r) }]}
        card={(r) => ({ ...cardCard(t, r), actions: [actions(r)] })}
        rowKey={(r) => r.id}
        toolbar={({ filters }) => (
          <Space>
            <Button type="primary" ghost onClick={() => setForm({})}>
              {t('addCard')}
            </Button>
            <ExportButton endpoint={BANK_CARD_EXPORT} params={filters} defaultName={t('cardTitle')} />
          </Space>
        )}
      />
      {form ? <CardFormModal {...form} onClose={() => setForm(null)} /> : null}
    </>
  );
}
