import type { BlacklistRow } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal/confirm-modal';
import { BLACKLIST_LIST, removeFromBlacklist } from '../api/blacklist-api';
import { useBlacklistText } from '../blacklist.text';

/** Removes an entry after a confirm that asks for the reason. */
export function RemoveAction({ entry }: { entry: Pick<BlacklistRow, 'id' | 'name'> }) {
  const t = useBlacklistText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!reason.trim()) return setMissing(true);
    setBusy(true);
    try {
      await removeFromBlacklist(entry.id, reason.trim());
      void message.success(t('removed'));
      setOpen(false);
      setReason('');
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: ['list', BLACKLIST_LIST.listUrl] });
    }
  };

  return (
    <>
      <Button size="small" type="link" danger onClick={() => setOpen(true)} aria-label={`${t('remove')} ${entry.name}`}>
        {t('remove')}
      </Button>
      <ConfirmModal open={open} kind="warning" title={t('removeTitle')} onOk={run} onCancel={() => setOpen(false)} confirmLoading={busy}>
        <p>{t('removeAsk', { name: entry.name })}</p>
        <Input.TextArea
          aria-label={t('removeReason')}
          placeholder={t('removeReason')}
          maxLength={200}
          value={reason}
          status={missing ? 'error' : ''}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
        />
        {missing ? (
          <Typography.Text type="danger" role="alert">
            {t('reasonRequired')}
          </Typography.Text>
        ) : null}
      </ConfirmModal>
    </>
  );
}
