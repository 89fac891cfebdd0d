import { PAYMENT_RECORD_API, paymentRecordInput } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { FormModal } from '@/components/config-form/form-modal';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { zodRule } from '@/lib/zod-rule';
import { createPaymentRecord, paymentBillsQuery, refreshPaymentRecords } from '../api/payment-record-api';
import { usePaymentRecordText } from '../payment-record.text';
import { kindOptions } from './payment-record-labels';

type Values = { billId?: number; payee?: string; amount?: string; kind?: number; exempt?: boolean; remark?: string };

/** A new payment record for a bill in the caller's scope; one idempotency key per record, kept across retries. */
export function PaymentRecordAddModal({ billId, onClose }: { billId?: number | undefined; onClose: () => void }) {
  const t = usePaymentRecordText();
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const bills = useQuery({ ...paymentBillsQuery(keyword), enabled: !billId });
  const idempotency = useIdempotencyKey();
  const required = (label: string) => ({ required: true, message: t('required', { label }) });
  const save = async (values: Values) => {
    await createPaymentRecord(paymentRecordInput.parse({ ...values, billId: billId ?? values.billId, idempotencyKey: idempotency.take() }));
    idempotency.settle();
  };
  return (
    <FormModal<Values>
      form={form}
      name="payment-record-add"
      title={t('add')}
      texts={{ ok: t('submit'), cancel: t('cancel') }}
      initialValues={{ kind: 1, exempt: false }}
      save={save}
      savedText={PAYMENT_RECORD_API.endpoints.create.done[locale]}
      refresh={refreshPaymentRecords}
      onClose={onClose}
    >
      {billId ? null : (
        <Form.Item name="billId" label={t('bill')} rules={[required(t('bill'))]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder={t('billSearch')}
            loading={bills.isLoading}
            options={(bills.data?.list ?? []).map((b) => ({ value: b.id, label: `${b.billNo} ${b.customerName}` }))}
          />
        </Form.Item>
      )}
      <Form.Item name="payee" label={t('payee')} rules={[zodRule(paymentRecordInput.shape.payee)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="amount" label={t('amount')} rules={[zodRule(paymentRecordInput.shape.amount)]}>
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Form.Item name="kind" label={t('kind')} rules={[required(t('kind'))]}>
        <Select options={kindOptions(locale)} />
      </Form.Item>
      <Form.Item name="exempt" valuePropName="checked">
        <Checkbox>{t('exempt')}</Checkbox>
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[zodRule(paymentRecordInput.shape.remark)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormModal>
  );
}
