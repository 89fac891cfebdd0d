import { Button, type ButtonProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError } from '@/lib/http';
import type { ConfirmKind } from './confirm-kind';
import { ConfirmModal } from './confirm-modal';

export type ConfirmButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** The modal's title: the action and what it acts on. */
  confirmTitle: ReactNode;
  /** The consequence in words (decision 0071). */
  consequence: ReactNode;
  /** The OK button's word; the button's own by default. */
  okText?: string;
  kind?: ConfirmKind;
  /** Runs on the second click; the OK button is busy until it settles, then the modal closes. */
  onConfirm: () => void | Promise<unknown>;
};

/**
 * A button for what cannot be undone (decision 0071): the first click opens the confirm modal with
 * the consequence in words, the second (its OK) acts. One guard for every destructive action.
 */
export function ConfirmButton({ confirmTitle, consequence, okText, kind = 'warning', onConfirm, children, ...button }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const ok = okText ?? (typeof children === 'string' ? children : undefined);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <ConfirmModal
        open={open}
        kind={kind}
        okDanger
        title={confirmTitle}
        {...(ok ? { okText: ok } : {})}
        confirmLoading={busy}
        onOk={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } catch (error) {
            // A refusal was shown by the API client (its catalogue message); anything else is a bug.
            if (!(error instanceof ApiError)) throw error;
          } finally {
            setBusy(false);
            setOpen(false);
          }
        }}
        onCancel={() => setOpen(false)}
      >
        {consequence}
      </ConfirmModal>
    </>
  );
}
