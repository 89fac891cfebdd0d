import { ORDER_TRANSFER_API, type OrderTransferMode, orderTransferFields, orderTransferInput } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { FormModal } from '@/components/config-form/form-modal';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { applyOrderTransfer, refreshOrderTransfers, transferBillsQuery, transferPeopleQuery } from '../api/order-transfer-api';
import { useOrderTransferText } from '../order-transfer.text';

type Values = { mode: OrderTransferMode; billId?: number; fromSalespersonId?: number; toSalespersonId?: number; reason?: string };

/** A new request: one bill, or every open bill of a salesperson, to another active salesperson in the caller's scope. */
export function OrderTransferApplyModal({ onClose }: { onClose: () => void }) {
  const t = useOrderTransferText();
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? 'bill';
  const [keyword, setKeyword] = useState('');
  const people = useQuery(transferPeopleQuery());
  const bills = useQuery({ ...transferBillsQuery(keyword), enabled: mode === 'bill' });
  const required = (label: string) => ({ required: true, message: t('required', { label }) });
  const everyone = people.data?.list ?? [];
  // The old salesperson may have left (their open bills still move); the new one must be active.
  const fromOptions = everyone.map((p) => ({ value: p.id, label: p.left ? t('leftName', { name: p.name }) : p.name }));
  const toOptions = everyone.filter((p) => !p.left).map((p) => ({ value: p.id, label: p.name }));
  return (
    <FormModal<Values>
      form={form}
      name="order-transfer-apply"
      title={t('add')}
      texts={{ ok: t('submit'), cancel: t('cancel') }}
      initialValues={{ mode: 'bill' }}
      save={(values) => applyOrderTransfer(orderTransferInput.parse(values))}
      savedText={ORDER_TRANSFER_API.endpoints.apply.done[locale]}
      refresh={refreshOrderTransfers}
      onClose={onClose}
    >
      <Form.Item name="mode" label={t('mode')}>
        <Radio.Group
          options={[
            { value: 'bill', label: t('mode_bill') },
            { value: 'salesperson', label: t('mode_salesperson') },
          ]}
        />
      </Form.Item>
      {mode === 'bill' ? (
        <Form.Item name="billId" label={t('bill')} rules={[required(t('bill'))]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder={t('billSearch')}
            loading={bills.isLoading}
            options={(bills.data?.list ?? []).map((b) => ({
              value: b.id,
              label: `${b.billNo} ${b.customerName} ${b.salespersonName ?? ''}`,
            }))}
          />
        </Form.Item>
      ) : (
        <Form.Item name="fromSalespersonId" label={t('from')} rules={[required(t('from'))]}>
          <Select showSearch={{ optionFilterProp: 'label' }} loading={people.isLoading} options={fromOptions} />
        </Form.Item>
      )}
      <Form.Item name="toSalespersonId" label={t('to')} rules={[required(t('to'))]}>
        <Select showSearch={{ optionFilterProp: 'label' }} loading={people.isLoading} options={toOptions} />
      </Form.Item>
      <Form.Item name="reason" label={t('reason')} rules={[zodRule(orderTransferFields.shape.reason)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormModal>
  );
}
