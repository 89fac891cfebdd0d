import { shanghaiMinute } from '@lc/shared';
import { Button } from 'antd';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { BANK_LIST } from '../api/bank-card-api';
import { useBankCardText } from '../bank-card.text';
import { ReferenceListPage } from '../components/reference-list-page';
import type { ListRow } from '@/lib/api-client';
import { withNote } from '@/lib/punctuation';
import { lazyDialog } from '@/lib/lazy-dialog';

const BankFormModal = lazyDialog(
  () => import('../components/bank-form-modal').then((m) => m.BankFormModal),
  (p) => p.open,
);

type BankRow = ListRow<typeof BANK_LIST>;
type Editing = { id: number; version: number; values: { bankCode: string; bankName: string; status: number } };
const editingOf = (r: BankRow): Editing => ({
  id: r.id,
  version: r.version,
  values: { bankCode: r.bankCode, bankName: r.bankName, status: r.status },
});

/** /systemSetting/bankList: the banks the BIN table and the cards refer to, by code. */
export default function BankListPage() {
  const t = useBankCardText();
  const { locale } = useLocale();
  const editButton = (r: BankRow, edit: (e: Editing) => void) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => edit(editingOf(r))} aria-label={`${t('edit')} ${r.bankName}`}>
      {t('edit')}
    </Button>
  );

  return (
    <ReferenceListPage
      label={t('bankTitle')}
      source={BANK_LIST}
      filters={[
        { kind: 'text', name: 'keyword', label: t('bankKeyword') },
        { kind: 'select', name: 'status', label: t('status'), width: 120, options: statusFilterOptions('bank', locale) },
      ]}
      columns={(edit) => [
        { title: t('bankCode'), dataIndex: 'bankCode', width: 120, fixed: 'left' },
        { title: t('bankName'), dataIndex: 'bankName', width: 200 },
        { title: t('status'), key: 'status', width: 100, render: (_, r) => <StatusTag list="bank" code={r.status} /> },
        { title: t('updatedAt'), dataIndex: 'updatedAt', width: 170, render: (v: string) => shanghaiMinute(v) },
        { title: t('actions'), key: 'actions', width: 90, render: (_, r) => editButton(r, edit) },
      ]}
      card={(r, edit) => ({
        title: withNote(r.bankName, r.bankCode),
        fields: [{ label: t('status'), value: <StatusTag list="bank" code={r.status} /> }],
        actions: [editButton(r, edit)],
      })}
      rowKey={(r) => r.id}
      addText={t('addBank')}
      Form={BankFormModal}
    />
  );
}
