import { ARCHIVE_TRANSFER_OLD_MESSAGES, archiveTransferOldInput } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Form, Space } from 'antd';
import { useNavigate } from 'react-router';
import { ConfigForm } from '@/components/config-form/config-form';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useServerSave } from '@/components/config-form/use-server-save';
import { PageHeader } from '@/components/page-header/page-header';
import { useLocale } from '@/lib/i18n';
import { createTransferOld, refreshTransfersOld, transferOldOptionsQuery } from '../api/archive-transfer-old-api';
import { useTransferText } from '../archive-transfer.text';
import { TRANSFER_OLD_PATHS, useTransferOldText } from '../transfer-old.text';

/** /archiveTransferManage/transferAdd: a request for in-stock documents of one bill (reason, expected return date, remark); it goes to risk approval. */
export default function TransferOldAddPage() {
  const t = useTransferText();
  const o = useTransferOldText();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const { run, saving, problem } = useServerSave(form);
  const options = useQuery(transferOldOptionsQuery);
  const bills = options.data?.bills ?? [];
  const shape = archiveTransferOldInput.shape;
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
    { key: 'remark', label: o('remark'), type: 'input', verify: [shape.remark] },
  ];
  const submit = (values: FieldValues) =>
    run(async () => {
      const body = archiveTransferOldInput.parse({ ...values, itemIds: values[`items_${String(values.billId)}`] ?? [] });
      const { id } = await createTransferOld(body);
      void message.success(ARCHIVE_TRANSFER_OLD_MESSAGES.requested[locale]);
      await refreshTransfersOld(client);
      await navigate(`${TRANSFER_OLD_PATHS.detail}?id=${id}`);
    });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('newTransfer')} backTo={TRANSFER_OLD_PATHS.list} backText={t('back')} />
      <Card size="small">
        {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} /> : null}
        <ConfigForm
          name="archive-transfer-old"
          form={form}
          fields={fields}
          mode="add"
          onSubmit={submit}
          submitting={saving}
          submitText={t('submit')}
        />
      </Card>
    </Space>
  );
}
