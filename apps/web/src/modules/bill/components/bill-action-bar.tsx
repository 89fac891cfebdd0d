import { BILL_PERMISSION, type BillDetail, documentTypeNames } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal/confirm-modal';
import { useLocale } from '@/lib/i18n';
import { billDocumentsQuery } from '../api/bill-documents-api';
import { useBillText } from '../bill.text';
import { proposedTerms } from './bill-terms';
import { FlowCommentModal } from './flow-comment-modal';
import { useBillActions } from './use-bill-actions';

type Dialog = 'submit' | 'abandon' | 'withdraw' | 'approve' | 'reject' | null;

/** Final review's pass of a bill above the LTV limit needs an override (decision 0024): the LTV to show then. */
const ltvToOverride = (bill: BillDetail) => {
  const node = bill.flow?.status === 'pending' ? bill.flow.nodes[bill.flow.nodeIndex] : undefined;
  return node?.permission === BILL_PERMISSION.final && bill.ltv.flagged ? bill.ltv : undefined;
};

/** Final review decides the loan's terms with its approval (decision 0070): true at its node. */
const atFinalReview = (bill: BillDetail) =>
  bill.flow?.status === 'pending' && bill.flow.nodes[bill.flow.nodeIndex]?.permission === BILL_PERMISSION.final;

/** The detail page's actions: exactly those the signed-in user can take; nothing at all when none. */
export function BillActionBar({ bill }: { bill: BillDetail }) {
  const t = useBillText();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { allowed, run, busy } = useBillActions(bill);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { locale } = useLocale();
  // At document review, approving with required documents missing asks for a reason.
  const atDocumentReview =
    allowed.has('approve') &&
    bill.flow?.status === 'pending' &&
    bill.flow.nodes[bill.flow.nodeIndex]?.permission === BILL_PERMISSION.document;
  // The documents section reads the same query on every bill: only document review's approval asks.
  const documents = useQuery({ ...billDocumentsQuery(bill.id), enabled: atDocumentReview });
  const missing = atDocumentReview && documents.data?.missing.length ? documentTypeNames(documents.data.missing)[locale] : undefined;
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
          {...(dialog === 'approve' ? { ltvOverride: ltvToOverride(bill) } : {})}
          {...(dialog === 'approve' && atFinalReview(bill) ? { terms: proposedTerms(bill) } : {})}
          busy={busy === dialog}
          missingDocuments={dialog === 'approve' ? missing : undefined}
          onCancel={close}
          onOk={async ({ documentOverride, ltvOverride, terms, ...v }) => {
            const done =
              dialog === 'approve'
                ? await run({ kind: 'approve', comment: v.comment, ltvOverride, documentOverride, terms })
                : await run({ kind: 'reject', ...v });
            if (done) close();
          }}
        />
      ) : null}
    </Flex>
  );
}
