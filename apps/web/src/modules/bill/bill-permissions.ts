import { BILL_EDITABLE, BILL_PERMISSION, type BillDetail, type BillStatus, type FlowAction, type FlowState, decide } from '@lc/shared';

export type BillActionKind = 'edit' | 'submit' | 'abandon' | 'withdraw' | 'approve' | 'reject';
export type BillActor = { id: number; permissions: ReadonlySet<string> };

/**
 * Exactly the actions the signed-in user can take on a bill. The applicant edits, submits and
 * abandons while the bill is theirs to edit, and withdraws while no one has acted at the first
 * node; an approver acts when the engine's own rule book (`decide`: the node's permission, never
 * one's own bill) would let them. Nothing here is a second copy of the server's rules.
 */
export function allowedActions(bill: Pick<BillDetail, 'status' | 'salespersonId' | 'flow'>, actor: BillActor | null): Set<BillActionKind> {
  const allowed = new Set<BillActionKind>();
  if (!actor) return allowed;
  const own = bill.salespersonId === actor.id;
  if (own && actor.permissions.has(BILL_PERMISSION.create) && BILL_EDITABLE.includes(bill.status as BillStatus)) {
    allowed.add('edit').add('submit').add('abandon');
  }
  const flow = bill.flow;
  if (!flow) return allowed;
  // The engine's own rule book, the earlier nodes' approvers included (decision 0062).
  const state: FlowState = {
    status: flow.status,
    nodeIndex: flow.nodeIndex,
    applicantId: bill.salespersonId,
    untouched: flow.untouched,
    approverIds: flow.approverIds,
  };
  const may = (action: FlowAction) => decide(state, flow.nodes, action, actor).ok;
  if (flow.nodeIndex === 0 && may({ kind: 'withdraw' })) allowed.add('withdraw');
  if (may({ kind: 'approve' })) allowed.add('approve');
  if (may({ kind: 'reject', comment: 'reason', to: 'applicant' })) allowed.add('reject');
  return allowed;
}

/** Where a reject may send the bill: back to the applicant, or to any earlier node. */
export const rejectTargets = (flow: NonNullable<BillDetail['flow']>) => [
  'applicant',
  ...flow.nodes.slice(0, flow.nodeIndex).map((n) => n.key),
];
