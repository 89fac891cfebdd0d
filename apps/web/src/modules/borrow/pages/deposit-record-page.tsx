import { LOAN_RECORDS_API, depositInput, groupAmount, shanghaiMinute } from '@lc/shared';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { DEPOSIT_LIST, recordDeposit } from '../api/borrow-api';
import { fundPartyName } from '../components/loan-filters';
import { RecordListPage } from '../components/record-list-page';
import { useRecordsText } from '../records.text';
import type { ListRow } from '@/lib/api-client';

type DepositRow = ListRow<typeof DEPOSIT_LIST>;

/** /borrowManage/earnestAmountRecord: deposits received from borrowers and refunded, each posted to deposits received (2241). */
export default function DepositRecordPage() {
  const t = useRecordsText();
  const { locale } = useLocale();
  const kind = (r: DepositRow) => <StatusTag list="depositMovement" code={r.kind} />;
  const kinds = statusFilterOptions('depositMovement', locale);
  return (
    <RecordListPage
      label={t('depositsTitle')}
      list={DEPOSIT_LIST}
      filter={{ kind: 'select', name: 'kind', label: t('kind'), width: 120, options: kinds }}
      columns={[
        { title: t('fundingParty'), dataIndex: 'fundingParty', width: 120, render: (v: string) => fundPartyName(v, locale) },
        { title: t('kind'), key: 'kind', width: 90, render: (_, r) => kind(r) },
        { title: t('amount'), dataIndex: 'amount', width: 140, align: 'right', render: (v: string) => groupAmount(v) },
        { title: t('memo'), dataIndex: 'memo', width: 220 },
        { title: t('operator'), dataIndex: 'createdByName', width: 140 },
        { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
      ]}
      card={(r) => ({
        fields: [
          { label: t('kind'), value: kind(r) },
          { label: t('amount'), value: groupAmount(r.amount) },
          { label: t('memo'), value: r.memo },
        ],
      })}
      scrollX={1200}
      form={{
        kind: 'deposit',
        name: 'deposit-record',
        title: t('recordDeposit'),
        savedText: LOAN_RECORDS_API.endpoints.recordDeposit.done[locale],
        fields: [
          {
            key: 'kind',
            label: t('kind'),
            type: 'radio',
            options: kinds.map((o) => ({ value: Number(o.value), name: String(o.label) })),
            verify: [{ required: true, message: t('kind') }],
          },
          { key: 'amount', label: t('amount'), type: 'input', suffix: t('yuan'), verify: [depositInput.shape.amount] },
          { key: 'memo', label: t('memo'), type: 'input', verify: [depositInput.shape.memo] },
        ],
        save: (v, idempotencyKey) => recordDeposit(depositInput.parse({ ...v, idempotencyKey })),
      }}
    />
  );
}
