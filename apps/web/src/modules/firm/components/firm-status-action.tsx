import { FIRM_STATUS, type FirmRow } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input } from 'antd';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal/confirm-modal';
import { FIRM_LIST, firmKeys, runFirmAction } from '../api/firm-api';
import { useFirmText } from '../firm.text';

/** The row's enable/disable button: the action the firm's status allows, confirmed, with an optional reason. */
export function FirmStatusAction({ firm }: { firm: Pick<FirmRow, 'id' | 'firmName' | 'status'> }) {
  const t = useFirmText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const action = firm.status === FIRM_STATUS.enabled ? 'disable' : 'enable';

  const run = async () => {
    setBusy(true);
    try {
      await runFirmAction(firm.id, action, reason.trim() || undefined);
      void message.success(t(action === 'disable' ? 'disabledDone' : 'enabledDone'));
      setOpen(false);
      setReason('');
    } finally {
      setBusy(false);
      // Refreshed either way: a 409 means the status changed under us.
      await Promise.all([
        client.invalidateQueries({ queryKey: ['list', FIRM_LIST.listUrl] }),
        client.invalidateQueries({ queryKey: firmKeys.all }),
      ]);
    }
  };

  return (
    <>
      <Button
        size="small"
        type="link"
        danger={action === 'disable'}
        onClick={() => setOpen(true)}
        aria-label={`${t(action)} ${firm.firmName}`}
      >
        {t(action)}
      </Button>
      <ConfirmModal
        open={open}
        kind={action === 'disable' ? 'warning' : 'confirm'}
        title={t(action === 'disable' ? 'disableTitle' : 'enableTitle')}
        onOk={run}
        onCancel={() => setOpen(false)}
        confirmLoading={busy}
      >
        <p>{t(action === 'disable' ? 'disableAsk' : 'enableAsk', { name: firm.firmName })}</p>
        <Input.TextArea
          aria-label={t('reason')}
          placeholder={t('reason')}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmModal>
    </>
  );
}
