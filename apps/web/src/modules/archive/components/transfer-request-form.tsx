import { type ArchiveTransferOptions, type LocalisedText, archiveTransferInput } from '@lc/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Form, Space } from 'antd';
import { useNavigate } from 'react-router';
import { ConfigForm } from '@/components/config-form/config-form';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useServerSave } from '@/components/config-form/use-server-save';
import { PageHeader } from '@/components/page-header/page-header';
import { useLocale } from '@/lib/i18n';
import { useTransferText } from '../archive-transfer.text';

export type TransferRequestFormProps = {
  /** The form's name (its fields' ids). */
  name: string;
  backTo: string;
  /** The flow's options query: the bills with their documents in stock. */
  options: { data?: ArchiveTransferOptions | undefined; isSuccess: boolean };
  /** The flow's own fields, after the shared ones. */
  extraFields?: FieldDef[];
  /** Sends the request: the form's values with the chosen bill's documents as `itemIds`. */
  send: (values: FieldValues) => Promise<{ id: number }>;
  done: LocalisedText;
  refresh: (client: QueryClient) => Promise<void>;
  detailHref: (id: number) => string;
};

/**
 * The request page of both transfer flows: a bill, its in-stock documents, the reason and the
 * return date (the same rules in both), then the flow's own fields; once sent, the new request opens.
 */
export function TransferRequestForm({
  name,
  backTo,
  options,
  extraFields = [],
  send,
  done,
  refresh,
  detailHref,
}: TransferRequestFormProps) {
  const t = useTransferText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const { run, saving, problem } = useServerSave(form);
  const bills = options.data?.bills ?? [];
  const shape = archiveTransferInput.shape;
  // One document picker per bill, shown when that bill is chosen: the choices always belong to it.
  const fields: FieldDef[] = [
    {
      key: 'billId',
      label: t('bill'),
      type: 'select',
      verify: [shape.billId],
      options: bills.map((b) => ({ value: b.id, name: `${b.billNo} ${b.customerName}` })),
      ...(options.isSuccess && bills.length === 0 ? { placeholder: t('noBills') } : {}),
    },
    ...bills.map<FieldDef>((b) => ({
      key: `items_${b.id}`,
      label: t('items'),
      type: 'select',
      multiple: true,
      isShow: (v) => v.billId === b.id,
      verify: [shape.itemIds],
      options: b.items.map((i) => ({ value: i.id, name: i.name })),
    })),
    { key: 'reason', label: t('reason'), type: 'textarea', verify: [shape.reason] },
    { key: 'returnDate', label: t('returnDate'), type: 'date', verify: [shape.returnDate] },
    ...extraFields,
  ];
  const submit = (values: FieldValues) =>
    run(async () => {
      const { id } = await send({ ...values, itemIds: values[`items_${String(values.billId)}`] ?? [] });
      await refresh(client);
      await navigate(detailHref(id));
    }, done[locale]);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('newTransfer')} backTo={backTo} backText={t('back')} />
      <Card size="small">
        {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} /> : null}
        <ConfigForm name={name} form={form} fields={fields} mode="add" onSubmit={submit} submitting={saving} submitText={t('submit')} />
      </Card>
    </Space>
  );
}
