import { type ReactNode, useCallback, useRef, useState } from 'react';
import type { ConfirmKind } from './confirm-kind';
import { ConfirmModal } from './confirm-modal';

/** What a destructive action asks: its title, and its consequence in words. */
export type ConfirmRequest = {
  title: ReactNode;
  /** What happens, in words: what is lost, who decides next, what cannot be undone. */
  consequence: ReactNode;
  okText?: string;
  kind?: ConfirmKind;
};

/**
 * The one guard before what cannot be undone (decision 0071): `ask` opens the confirm modal with
 * the consequence in words and answers true only on the second click (the OK button); cancel, Esc
 * or closing answers false. Render `holder` once where the hook is used.
 */
export function useConfirm() {
  const [asking, setAsking] = useState<ConfirmRequest | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);
  const ask = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setAsking(request);
      }),
    [],
  );
  const close = (ok: boolean) => {
    answer.current?.(ok);
    answer.current = null;
    setAsking(null);
  };
  const holder = asking ? (
    <ConfirmModal
      open
      kind={asking.kind ?? 'warning'}
      okDanger
      title={asking.title}
      {...(asking.okText ? { okText: asking.okText } : {})}
      onOk={() => close(true)}
      onCancel={() => close(false)}
    >
      {asking.consequence}
    </ConfirmModal>
  ) : null;
  return { ask, holder };
}
