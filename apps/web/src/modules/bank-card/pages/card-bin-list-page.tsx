import { shanghaiMinute, statusLabel } from '@lc/shared';
import { Button } from 'antd';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { CARD_BIN_LIST } from '../api/bank-card-api';
import { useBankCardText } from '../bank-card.text';
import { lazyDialog } from '@/lib/lazy-dialog';
import { ReferenceListPage } from '../components/reference-list-page';
import type { ListRow } from '@/lib/api-client';
import { withNote } from '@/lib/punctuation';

const CardBinFormModal = lazyDialog(
  () => import('../components/card-bin-form-modal').then((m) => m.CardBinFormModal),
  (p) => p.open,
);

type CardBinRow = ListRow<typeof CARD_BIN_LIST>;
type Editing = { id: number; version: number; values: Pick<CardBinRow, 'binPrefix' | 'bankCode' | 'cardType' | 'cardLength'> };
const editingOf = ({ id, version, binPrefix, bankCode, cardType, cardLength }: CardBinRow): Editing => ({
  id,
  version,
  values: { binPrefix, bankCode, cardType, cardLength },
});

/** /systemSetting/cardBinList: which bank a card number's first digits name (the BIN lookup reads it). */
export default function CardBinListPage() {
  const t = useBankCardText();
  const { locale } = useLocale();
  const editButton = (r: CardBinRow, edit: (e: Editing) => void) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => edit(editingOf(r))} aria-label={`${t('edit')} ${r.binPrefix}`}>
      {t('edit')}
    </Button>
  );
  const cardType = (r: CardBinRow) => statusLabel('cardBinType', r.cardType, locale);

  return (
    <ReferenceListPage
      label={t('binTitle')}
      source={CARD_BIN_LIST}
      filters={[
        { kind: 'text', name: 'keyword', label: t('binKeyword') },
        { kind: 'select', name: 'cardType', label: t('cardType'), width: 120, options: statusFilterOptions('cardBinType', locale) },
      ]}
      columns={(edit) => [
        { title: t('binPrefix'), dataIndex: 'binPrefix', width: 130, fixed: 'left' },
        { title: t('bankName'), key: 'bank', width: 200, render: (_, r) => withNote(r.bankName, r.bankCode) },
        { title: t('cardType'), key: 'cardType', width: 100, render: (_, r) => cardType(r) },
        { title: t('cardLength'), key: 'cardLength', width: 110, render: (_, r) => t('digits', { n: r.cardLength }) },
        { title: t('updatedAt'), dataIndex: 'updatedAt', width: 170, render: (v: string) => shanghaiMinute(v) },
        { title: t('actions'), key: 'actions', width: 90, render: (_, r) => editButton(r, edit) },
      ]}
      card={(r, edit) => ({
        title: r.binPrefix,
        fields: [
          { label: t('bankName'), value: r.bankName },
          { label: t('cardType'), value: cardType(r) },
          { label: t('cardLength'), value: t('digits', { n: r.cardLength }) },
        ],
        actions: [editButton(r, edit)],
      })}
      rowKey={(r) => r.id}
      addText={t('addBin')}
      Form={CardBinFormModal}
    />
  );
}
