import { type MakerCheckerInput, mayDecide } from '@lc/shared';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { useCurrentUser } from '@/lib/auth';
import { toast } from '@/lib/feedback';
import { ApiError } from '@/lib/http';
import type { Translate } from '@/lib/text';

export type ApproveRejectTexts = {
  /** The approve button and the popconfirm's OK. */
  approve: string;
  /** The popconfirm's question. */
  approveTitle: string;
  /** The reject button and the reject form's save. */
  reject: string;
  rejectTitle: string;
  /** The reason's label in the reject form. */
  comment: string;
  cancel: string;
};

type DecisionKey = 'approve' | 'approveTitle' | 'reject' | 'rejectTitle' | 'cancel';

/** The words of a module whose texts use the usual keys; `comment` is the key of the reason's label. */
export const decisionTexts = <C extends string>(t: Translate<DecisionKey | C>, comment: C): ApproveRejectTexts => ({
  approve: t('approve'),
  approveTitle: t('approveTitle'),
  reject: t('reject'),
  rejectTitle: t('rejectTitle'),
  comment: t(comment),
  cancel: t('cancel'),
});

type Props = {
  /** The reject form's name (its field ids). */
  name: string;
  approve: () => Promise<unknown>;
  /** Toasted after an approval. */
  approvedText: string;
  reject: (comment: string) => Promise<unknown>;
  /** Said after a rejection. */
  rejectedText: string;
  /** The module's rule for the reason (its reject body's comment). */
  comment: ZodType<string>;
  /** Reads the lists and details again, after either decision (also after a failed approval). */
  refresh: (client: QueryClient) => Promise<unknown>;
  invalidate: QueryKey[];
  texts: ApproveRejectTexts;
  /** In a table row: small link buttons, each named for its row. */
  rowLabels?: { approve: string; reject: string };
  /** On a detail page: the buttons in a small card with this title. */
  card?: string;
  /** The popconfirm closes at once instead of waiting for the approval (when the approval removes the buttons). */
  closeAtOnce?: boolean;
  /** Who made the request and approved its earlier levels: the buttons show only to whom the maker-checker rule allows. */
  madeBy: Omit<MakerCheckerInput, 'userId'>;
  /** Said instead of the buttons to whom the rule refuses (“待他人审批”), so the maker sees why there are none. */
  awaitingOthers?: string;
};

/** Whether the signed-in user may decide a request `madeBy` (the server applies the same rule, decision 0062). */
export function useMayDecide(madeBy: Omit<MakerCheckerInput, 'userId'> | null): boolean {
  return useDecisionRule(madeBy) === 'may';
}

/** The rule's answer for the signed-in user: may decide, refused, or not known yet (no user read). */
function useDecisionRule(madeBy: Omit<MakerCheckerInput, 'userId'> | null): 'may' | 'refused' | 'unknown' {
  const { data: user } = useCurrentUser();
  if (madeBy === null || user === undefined) return 'unknown';
  return mayDecide({ ...madeBy, userId: user.id }) ? 'may' : 'refused';
}

/**
 * Approve (after a popconfirm) or reject with a reason, on a request with a single decision: the
 * row's own status says whether it waits (workflow nodes use FlowDecisionActions instead).
 */
export function ApproveRejectActions(p: Props) {
  const { texts, rowLabels } = p;
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const rule = useDecisionRule(p.madeBy);
  if (rule !== 'may') {
    return rule === 'refused' && p.awaitingOthers ? <Typography.Text type="secondary">{p.awaitingOthers}</Typography.Text> : null;
  }
  const approve = async () => {
    setBusy(true);
    try {
      await p.approve();
      toast.success(p.approvedText);
    } catch (error) {
      // A refusal (403, 409) was shown by the API client's catalogue: nothing is left uncaught in the page.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
      await p.refresh(client);
    }
  };
  const reject = async (values: FieldValues) => {
    await p.reject(p.comment.parse(values.comment));
    await p.refresh(client);
  };
  const button = rowLabels ? ({ size: 'small', type: 'link' } as const) : ({ type: 'primary' } as const);
  const buttons = (
    <>
      <Popconfirm
        title={texts.approveTitle}
        onConfirm={p.closeAtOnce ? () => void approve() : approve}
        okText={texts.approve}
        cancelText={texts.cancel}
      >
        <Button {...button} loading={busy} aria-label={rowLabels?.approve}>
          {texts.approve}
        </Button>
      </Popconfirm>
      <Button
        {...(rowLabels ? { size: 'small', type: 'link' } : {})}
        danger
        onClick={() => setRejecting(true)}
        aria-label={rowLabels?.reject}
      >
        {texts.reject}
      </Button>
    </>
  );
  const rejectForm = rejecting ? (
    <ConfigFormModal
      open
      onClose={() => setRejecting(false)}
      name={p.name}
      title={texts.rejectTitle}
      fields={[{ key: 'comment', label: texts.comment, type: 'textarea', verify: [p.comment] }]}
      save={reject}
      savedText={p.rejectedText}
      invalidate={p.invalidate}
      texts={{ save: texts.reject, cancel: texts.cancel }}
    />
  ) : null;
  if (p.card !== undefined) {
    return (
      <Card title={p.card} size="small">
        <Space>{buttons}</Space>
        {rejectForm}
      </Card>
    );
  }
  return (
    <Space size={rowLabels ? 4 : undefined}>
      {buttons}
      {rejectForm}
    </Space>
  );
}
