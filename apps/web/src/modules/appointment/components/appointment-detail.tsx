import { APPOINTMENT_CANCEL, APPOINTMENT_MESSAGES, shanghaiMinute } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Spin } from 'antd';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal/confirm-modal';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import {
  type AppointmentDeskName,
  appointmentDetailQuery,
  cancelAppointment,
  deskBooks,
  refreshAppointments,
} from '../api/appointment-api';
import { useAppointmentText } from '../appointment.text';
import { kindName, windowText } from './appointment-labels';

const cancellable = (status: number) => (APPOINTMENT_CANCEL.from as readonly number[]).includes(status);

/** One appointment, read only; before dispatch a desk that books can cancel it. */
export function AppointmentDetail({ id, desk = 'appoint' }: { id: number; desk?: AppointmentDeskName }) {
  const t = useAppointmentText();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const detail = useQuery(appointmentDetailQuery(id, desk));
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (detail.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d = detail.data;

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelAppointment(id, reason.trim() || undefined, desk === 'zk' ? 'zk' : 'appoint');
      void message.success(APPOINTMENT_MESSAGES.cancelled[locale]);
    } catch (error) {
      void message.error(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      setCancelling(false);
      await refreshAppointments(client);
    }
  };

  return (
    <>
      <ReadonlyCard
        title={`${d.billNo} ${d.customerName}`}
        extra={
          cancellable(d.status) && deskBooks(desk) ? (
            <Button danger onClick={() => setCancelling(true)}>
              {t('cancelAppointment')}
            </Button>
          ) : null
        }
        items={[
          { label: t('status'), value: <StatusTag list="appointment" code={d.status} /> },
          { label: t('kind'), value: kindName(d.kind, locale) },
          { label: t('window'), value: windowText(d) },
          { label: t('address'), value: d.address, span: 2 },
          { label: t('fieldPerson'), value: d.fieldPersonName },
          { label: t('dispatchedAt'), value: d.dispatchedAt ? shanghaiMinute(d.dispatchedAt) : null },
          { label: t('owner'), value: d.ownerName },
          { label: t('createdAt'), value: shanghaiMinute(d.createdAt) },
          { label: t('remark'), value: d.remark, span: 3 },
        ]}
      />
      <ConfirmModal
        open={cancelling}
        kind="warning"
        title={t('cancelAppointment')}
        onOk={cancel}
        onCancel={() => setCancelling(false)}
        okText={t('confirm')}
        cancelText={t('close')}
        confirmLoading={busy}
        okDanger
      >
        <p>{t('cancelConfirm')}</p>
        <Input
          aria-label={t('cancelReason')}
          placeholder={t('cancelReason')}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmModal>
    </>
  );
}
