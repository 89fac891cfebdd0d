import { createBillFlow, type BillFlowDeps } from './bill-flow';
import { createBillReads, type BillReadDeps } from './bill-reads';
import { createBillReview } from './bill-review';
import { createBillWrites, type BillWriteDeps } from './bill-writes';

/**
 * Bills (报单): create, edit, the draft box, my / all / abandoned lists and the approval flow
 * on the workflow engine (duplicate approval first when a borrower or collateral matches an open
 * bill, then the configured chain: manager, VP, supervisor, document review, final review).
 * One service to its callers, four parts by responsibility: writes, flow actions, reads, and
 * the reads final review builds on.
 */
export function createBillService(deps: BillWriteDeps & BillFlowDeps & BillReadDeps) {
  return { ...createBillWrites(deps), ...createBillFlow(deps), ...createBillReads(deps), ...createBillReview(deps) };
}
export type BillService = ReturnType<typeof createBillService>;
