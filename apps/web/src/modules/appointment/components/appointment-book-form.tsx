import { APPOINTMENT_MESSAGES, type AppointmentBillOption, appointmentInput, shanghaiWallClock } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import { useEffect } from 'react';
import { ConfigForm } from '@/components/config-form/config-form';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useServerSave } from '@/components/config-form/use-server-save';
import { useLocale } from '@/lib/i18n';
import { appointmentBillsQuery, createAppointment, refreshAppointments } from '../api/appointment-api';
import { useAppointmentText } from '../appointment.text';
import { kindOptions, timeOptions } from './appointment-labels';

/** Booking a field visit for a bill: /appoint's bills, or a direct client's on the zk desk. */
export function AppointmentBookForm({ desk, onBooked }: { desk: 'appoint' | 'zk'; onBooked: (id: number) => void }) {
  const t = useAppointmentText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const { run, saving, problem } = useServerSave(form);
  const bills = useQuery(appointmentBillsQuery('', desk));
  const options: AppointmentBillOption[] = bills.data?.list ?? [];
  const shape = appointmentInput.shape;

  const fields: FieldDef[] = [
    {
      key: 'billId',
      label: t('bill'),
      type: 'select',
      span: 12,
      verify: [shape.billId],
      options: options.map((b) => ({ value: b.id, name: `${b.billNo} ${b.customerName}` })),
      ...(bills.isSuccess && options.length === 0 ? { placeholder: t('noBills') } : {}),
    },
    { key: 'kind', label: t('kind'), type: 'select', span: 12, verify: [shape.kind], options: kindOptions(locale) },
    { key: 'address', label: t('address'), type: 'input', verify: [shape.address] },
    { key: 'visitDate', label: t('visitDate'), type: 'date', span: 8, verify: [shape.visitDate] },
    { key: 'startTime', label: t('startTime'), type: 'select', span: 8, verify: [shape.startTime], options: timeOptions },
    { key: 'endTime', label: t('endTime'), type: 'select', span: 8, verify: [shape.endTime], options: timeOptions },
    { key: 'remark', label: t('remark'), type: 'textarea', verify: [shape.remark] },
  ];

  // Choosing a bill fills in its property's address, still editable (a notary's office is elsewhere).
  const billId = Form.useWatch('billId', form) as number | undefined;
  const address = options.find((b) => b.id === billId)?.address;
  useEffect(() => {
    if (address && !form.getFieldValue('address')) form.setFieldValue('address', address);
  }, [address, form]);

  const submit = (values: FieldValues) =>
    run(async () => {
      const { id } = await createAppointment(appointmentInput.parse(values), desk);
      await refreshAppointments(client);
      onBooked(id);
    }, APPOINTMENT_MESSAGES.booked[locale]);

  return (
    <>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} /> : null}
      <ConfigForm
        name={desk === 'zk' ? 'zkAppointment' : 'appointment'}
        form={form}
        fields={fields}
        mode="add"
        initialValues={{ visitDate: shanghaiWallClock(new Date()).slice(0, 10), startTime: '09:00', endTime: '10:00' }}
        onSubmit={submit}
        submitText={t('book')}
        submitting={saving}
      />
    </>
  );
}
