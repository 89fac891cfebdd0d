import { BANK_CARD_MESSAGES, bankCardInput, borrowerCardInput, statusOptions } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useServerSave } from '@/components/config-form/use-server-save';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import {
  BANK_CARD_LIST,
  LENDER_CARD_LIST,
  bankCardKeys,
  createBankCard,
  createBorrowerCard,
  forgetBankCardTotals,
  lookupBankInfo,
  updateBankCard,
} from '../api/bank-card-api';
import { useBankCardText } from '../bank-card.text';
import { withNote } from '@/lib/punctuation';
import { EnterForm } from '@/components/config-form/enter-form';

export type CardFormModalProps = {
  onClose: () => void;
  /** Present when editing: the card's id, the version it was read at, and the values it may show (never the number). */
  editing?: { id: number; version: number; values: Record<string, unknown> };
  /**
   * Adding from the borrower's own page (or a grant request): the borrower is this one, shown by
   * name and never typed; the account name starts as the borrower's (issue 29).
   */
  borrower?: { id: number; name: string; billId?: number };
  /** Told after the card is saved (a grant request picks it). */
  onSaved?: (id: number) => void;
};

/** The digits a BIN can name (at most 10): the lookup is asked once per BIN, not per keystroke after it. */
const binPart = (cardNo: string | undefined) => (cardNo ?? '').trim().slice(0, 10);

/** Add or edit a card. The issuing bank is not chosen: it fills in from the number's BIN, as the server resolves it. */
export function CardFormModal({ onClose, editing, borrower, onSaved }: CardFormModalProps) {
  const t = useBankCardText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const { run, saving, problem } = useServerSave(form);
  const bin = binPart(Form.useWatch<string | undefined>('cardNo', form));
  const bank = useQuery({
    queryKey: bankCardKeys.lookup(bin),
    queryFn: () => lookupBankInfo(bin),
    enabled: /^\d{6,10}$/.test(bin),
    staleTime: 60_000,
  });
  const found = bank.data?.data[0];
  const bankText = !/^\d{6,10}$/.test(bin) ? '' : found ? withNote(found.bankName, found.bankCode) : bank.isFetched ? t('bankUnknown') : '';

  const save = () =>
    run(
      async () => {
        const values = await form.validateFields();
        let id = editing?.id;
        if (borrower)
          id = (await createBorrowerCard(borrower.id, borrowerCardInput.parse({ ...values, billId: borrower.billId ?? null }))).id;
        else if (editing) await updateBankCard(editing.id, { ...bankCardInput.parse(values), version: editing.version });
        else id = (await createBankCard(bankCardInput.parse(values))).id;
        forgetBankCardTotals(client);
        await client.invalidateQueries({ queryKey: ['list', BANK_CARD_LIST.listUrl] });
        await client.invalidateQueries({ queryKey: ['list', LENDER_CARD_LIST.listUrl] });
        if (id !== undefined) onSaved?.(id);
        onClose();
      },
      BANK_CARD_MESSAGES[editing ? 'saved' : 'added'][locale],
    );

  return (
    <Modal
      open
      title={editing ? t('editCard') : t('addCard')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <EnterForm
        form={form}
        name="bank-card"
        layout="vertical"
        initialValues={editing?.values ?? { status: 1, ...(borrower ? { accountName: borrower.name } : {}) }}
        submitting={saving}
        onEnterSubmit={() => void save()}
      >
        {borrower ? (
          <Form.Item label={t('borrower')}>
            <Input readOnly value={borrower.name} aria-label={t('borrower')} />
          </Form.Item>
        ) : (
          <Form.Item name="borrowerId" label={t('borrowerId')} rules={[zodRule(bankCardInput.shape.borrowerId)]}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} disabled={Boolean(editing)} />
          </Form.Item>
        )}
        <Form.Item name="cardNo" label={t('cardNo')} rules={[zodRule(bankCardInput.shape.cardNo)]}>
          <Input inputMode="numeric" autoComplete="off" maxLength={19} />
        </Form.Item>
        <Form.Item label={t('issuingBank')} help={bankText ? undefined : t('bankPending')}>
          <Input readOnly value={bankText} aria-label={t('issuingBank')} aria-live="polite" />
        </Form.Item>
        <Form.Item name="accountName" label={t('accountName')} rules={[zodRule(bankCardInput.shape.accountName)]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="reservedMobile" label={t('reservedMobile')} rules={[zodRule(bankCardInput.shape.reservedMobile)]}>
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item name="status" label={t('status')} rules={[zodRule(bankCardInput.shape.status)]}>
          <Select options={statusOptions('bankCard', locale)} />
        </Form.Item>
        {problem ? <Alert type="error" showIcon message={problem} /> : null}
      </EnterForm>
    </Modal>
  );
}
