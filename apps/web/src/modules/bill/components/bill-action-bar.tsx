import type { BillDetail } from '@lc/shared';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal/confirm-modal';
import { useBillText } from '../bill.text';
import { FlowCommentModal } from './flow-comment-modal';
import { useBillActions } from './use-bill-actions';

type Dialog = 'submit' | 'abandon' | 'withdraw' | 'approve' | 'reject' | null;

/** The detail page's actions: exactly those the signed-in user can take; nothing at all when none. */
export function BillActionBar({ bill }: { bill: BillDetail }) {
  const t = useBillText();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { allowed, run, busy } = useBillActions(bill);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (allowed.size === 0) return null;

  const close = () => setDialog(null);
  const confirm = async (kind: 'submit' | 'abandon' | 'withdraw') => {
    await run({ kind });
    close();
  };

  return (
    <Flex role="toolbar" aria-label={t('actions')} gap={8} wrap data-testid="bill-actions">
      {allowed.has('approve') ? (
        <Button type="primary" onClick={() => setDialog('approve')}>
          {t('approve')}
        </Button>
      ) : null}
      {allowed.has('reject') ? (
        <Button danger onClick={() => setDialog('reject')}>
          {t('reject')}
        </Button>
      ) : null}
      {allowed.has('submit') ? (
        <Button type="primary" onClick={() => setDialog('submit')}>
          {t('submit')}
        </Button>
      ) : null}
      {allowed.has('edit') ? <Button onClick={() => void navigate(`${pathname}?id=${bill.id}&mode=edit`)}>{t('edit')}</Button> : null}
      {allowed.has('withdraw') ? <Button onClick={() => setDialog('withdraw')}>{t('withdraw')}</Button> : null}
      {allowed.has('abandon') ? (
        <Button danger onClick={() => setDialog('abandon')}>
          {t('abandon')}
        </Button>
      ) : null}

      {(['submit', 'abandon', 'withdraw'] as const).map((kind) => (
        <ConfirmModal
          key={kind}
          open={dialog === kind}
          kind={kind === 'abandon' ? 'warning' : 'confirm'}
          okDanger={kind === 'abandon'}
          okText={t(kind)}
          confirmLoading={busy === kind}
          onOk={() => confirm(kind)}
          onCancel={close}
        >
          {t(`confirm_${kind}`, { billNo: bill.billNo })}
        </ConfirmModal>
      ))}
      {dialog === 'approve' || dialog === 'reject' ? (
        <FlowCommentModal
          kind={dialog}
          open
          flow={bill.flow}
          busy={busy === dialog}
          onCancel={close}
          onOk={async (v) => {
            const done = dialog === 'approve' ? await run({ kind: 'approve', comment: v.comment }) : await run({ kind: 'reject', ...v });
            if (done) close();
          }}
        />
      ) : null}
    </Flex>
  );
}
