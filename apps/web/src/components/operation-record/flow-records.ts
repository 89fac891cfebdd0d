import { type FlowRecordRow, shanghaiMinute } from '@lc/shared';
import type { OperationRecord } from './operation-record-stripe';

/** Operation codes of spec 001 §4 by action: neutral submissions, success, error, warning. */
export const FLOW_RECORD_CODE: Record<FlowRecordRow['action'], number> = {
  submit: 6,
  resubmit: 6,
  approve: 2,
  reject: 3,
  withdraw: 4,
  // Notes on the subject (decision 0071): a deletion warns, a registration succeeds, an added image is neutral.
  documentRemove: 4,
  register: 2,
  imageAdd: 6,
  payout: 2,
};

/** A workflow's trail as operation records, newest first; the module words each action. */
export function flowOperationRecords(records: readonly FlowRecordRow[], abstract: (r: FlowRecordRow) => string): OperationRecord[] {
  return records
    .map((r) => ({
      id: r.id,
      code: FLOW_RECORD_CODE[r.action],
      recordAbstract: abstract(r),
      recordDetails: r.comment,
      operator: r.actorName,
      at: shanghaiMinute(r.createdAt),
    }))
    .reverse();
}
