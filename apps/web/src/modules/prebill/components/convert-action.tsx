import type { PreBillRow } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal/confirm-modal';
import { convertPreBill } from '../api/prebill-api';
import { refreshPreBills } from '../api/prebill-api';
import { billEditHref } from '../prebill.paths';
import { usePreBillText } from '../prebill.text';

export type ConvertActionProps = {
  row: Pick<PreBillRow, 'id' | 'version' | 'customerName'>;
  /** A link in a list row, a button on the detail page. */
  variant?: 'link' | 'button';
};

/**
 * 转为报单: after a confirm, the enquiry becomes a bill draft (once; the row's version guards
 * against a stale list) and the salesperson lands on that draft's form to finish it.
 */
export function ConvertAction({ row, variant = 'link' }: ConvertActionProps) {
  const t = usePreBillText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const { billId } = await convertPreBill(row.id, row.version);
      void message.success(t('converted'));
      setOpen(false);
      await refreshPreBills(client, { bills: true });
      void navigate(billEditHref(billId));
    } catch {
      // The error catalogue has shown the server's message (e.g. 该询价已转为报单); show the row as it is now.
      setOpen(false);
      await refreshPreBills(client);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        type={variant === 'link' ? 'link' : 'primary'}
        size={variant === 'link' ? 'small' : 'middle'}
        aria-label={t('convertOf', { name: row.customerName })}
        onClick={() => setOpen(true)}
      >
        {t('convert')}
      </Button>
      <ConfirmModal
        open={open}
        title={t('convertTitle')}
        onOk={run}
        onCancel={() => setOpen(false)}
        okText={t('convert')}
        confirmLoading={busy}
      >
        <p>{t('convertAsk', { name: row.customerName })}</p>
      </ConfirmModal>
    </>
  );
}
