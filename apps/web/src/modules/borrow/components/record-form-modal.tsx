import { type RecordLoanOptions, groupAmount } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useIdempotencyKey } from '@/lib/idempotency';
import { type RecordKind, recordLoansQuery, refreshList } from '../api/borrow-api';
import { useRecordsText } from '../records.text';

export type RecordFormModalProps = {
  kind: RecordKind;
  name: string;
  title: string;
  /** The form's fields after the loan. */
  fields: FieldDef[];
  /** Sends the form (the key is kept across retries of one submission, settled after success). */
  save: (values: FieldValues, idempotencyKey: string) => Promise<unknown>;
  savedText: string;
  list: { listUrl: string };
  onClose: () => void;
  /** The loan's current value the change concerns, shown with each loan to pick (its type, balances or due day). */
  current?: (loan: RecordLoanOptions['list'][number]) => string;
};

/** A record's form: a loan in the page's scope, then the record's own fields; the list is read again after. */
export function RecordFormModal({ kind, name, title, fields, save, savedText, list, onClose, current }: RecordFormModalProps) {
  const t = useRecordsText();
  const client = useQueryClient();
  const loans = useQuery(recordLoansQuery(kind));
  const idempotency = useIdempotencyKey();
  const loanField: FieldDef = {
    key: 'grantId',
    label: t('loan'),
    type: 'select',
    verify: [{ required: true, message: t('loan') }],
    options: (loans.data?.list ?? []).map((l) => ({
      value: l.id,
      name: `${l.billNo} ${l.customerName} ${current ? current(l) : groupAmount(l.drawnAmount)}`,
    })),
  };
  return (
    <ConfigFormModal
      open
      onClose={onClose}
      name={name}
      title={title}
      width={560}
      fields={[loanField, ...fields]}
      save={async (values) => {
        await save(values, idempotency.take());
        idempotency.settle();
        await refreshList(client, list);
      }}
      savedText={savedText}
      invalidate={[['borrow']]}
      texts={{ save: t('submit'), cancel: t('cancel') }}
    />
  );
}
