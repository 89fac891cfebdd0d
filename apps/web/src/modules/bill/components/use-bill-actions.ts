import type { AgreedTermsInput, BillDetail } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { ApiError } from '@/lib/http';
import { abandonBill, approveBill, rejectBill, submitBill, withdrawBill } from '../api/bill-api';
import { type BillActionKind, allowedActions } from '../bill-permissions';
import { refreshBills } from '../api/bill-api';
import { useBillText } from '../bill.text';
import { duplicateText } from './duplicate-text';

export type RunAction =
  | { kind: 'submit' | 'abandon' | 'withdraw' }
  | {
      kind: 'approve';
      comment?: string;
      ltvOverride?: string | undefined;
      documentOverride?: string | undefined;
      terms?: AgreedTermsInput | undefined;
    }
  | { kind: 'reject'; comment: string; to: string };

/**
 * The bill's flow actions for the signed-in user: which are allowed (from the session's
 * permissions) and how to run one. Saves use the bill's version, flow actions its flow version;
 * a refusal or a 409 has been shown by the API client, and the bill is read again either way.
 */
export function useBillActions(bill: BillDetail) {
  const t = useBillText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const { locale } = useLocale();
  const [busy, setBusy] = useState<BillActionKind | null>(null);
  const allowed = useMemo(() => allowedActions(bill, user ? { id: user.id, permissions: new Set(user.permissions) } : null), [bill, user]);

  const call = (a: RunAction): Promise<unknown> => {
    const flowVersion = bill.flowVersion ?? 0;
    switch (a.kind) {
      case 'submit':
        return submitBill(bill.id, bill.version).then((r) => {
          const hit = duplicateText(r, locale, (bills) => t('submittedDuplicate', { bills }));
          if (hit) void message.warning(hit);
        });
      case 'abandon':
        return abandonBill(bill.id, bill.version);
      case 'withdraw':
        return withdrawBill(bill.id, flowVersion);
      case 'approve':
        return approveBill(bill.id, flowVersion, a.comment, {
          ltvOverride: a.ltvOverride,
          documentOverride: a.documentOverride,
          terms: a.terms,
        });
      case 'reject':
        return rejectBill(bill.id, flowVersion, a.comment, a.to);
    }
  };

  const run = async (a: RunAction): Promise<boolean> => {
    setBusy(a.kind);
    try {
      await call(a);
      void message.success(t(`done_${a.kind}`));
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return false;
    } finally {
      await refreshBills(client);
      setBusy(null);
    }
  };
  return { allowed, run, busy };
}
