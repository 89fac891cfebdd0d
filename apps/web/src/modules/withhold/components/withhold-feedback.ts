import { WITHHOLD_STATUS } from '@lc/shared';
import { toast } from '@/lib/feedback';
import type { useWithholdText } from '../withhold.text';

/** Says what a debit did: succeeded, refused by the channel, or timed out with its result to be queried (decision 0065). */
export function withholdOutcome(status: number, t: ReturnType<typeof useWithholdText>) {
  if (status === WITHHOLD_STATUS.succeeded) toast.success(t('withheld'));
  else if (status === WITHHOLD_STATUS.timedOut) toast.warning(t('withholdTimedOut'));
  else toast.warning(t('withholdFailed'));
}
