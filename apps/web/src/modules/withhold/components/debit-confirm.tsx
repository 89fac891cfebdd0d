import { groupAmount } from '@lc/shared';
import { ConfirmModal } from '@/components/confirm-modal/confirm-modal';
import { useWithholdText } from '../withhold.text';

export type DebitConfirmProps = {
  /** What is debited: the loan, its bill and customer, the instalment and the amount (a retry's is at most). */
  debit: { loanId: number; billNo: string; customerName: string; period: number; amount: string; retry?: boolean } | null;
  busy: boolean;
  onOk: () => void | Promise<void>;
  onCancel: () => void;
};

/** Every debit of a customer's card is confirmed first, naming the amount and what it pays (decision 0065). */
export function DebitConfirm({ debit, busy, onOk, onCancel }: DebitConfirmProps) {
  const t = useWithholdText();
  const body = debit && {
    loanId: debit.loanId,
    billNo: debit.billNo,
    customer: debit.customerName,
    period: debit.period,
    amount: groupAmount(debit.amount),
  };
  return (
    <ConfirmModal
      open={debit !== null}
      kind="warning"
      title={t('confirmDebit')}
      okText={t('debitOk')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={onOk}
      onCancel={onCancel}
    >
      {body ? t(debit.retry ? 'confirmRetryBody' : 'confirmDebitBody', body) : null}
    </ConfirmModal>
  );
}
