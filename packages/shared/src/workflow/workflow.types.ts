import type { LocalisedText } from '../route-table/route-table.types';

/**
 * One approval node of a process: who acts (a permission code), and from which amount it
 * applies (a decimal string; absent = always). Chains are configured per process under
 * 系统设置 › 审批节点设置 and read by the engine as they are.
 */
export type ApprovalNode = { key: string; title: LocalisedText; permission: string; minAmount?: string };
export type ApprovalChain = { process: string; nodes: ApprovalNode[] };

/** pending: at `nodeIndex`; returned: back with the applicant to edit and resubmit. */
export type FlowStatus = 'pending' | 'returned' | 'approved' | 'withdrawn';

export type FlowState = {
  status: FlowStatus;
  /** Index into the instance's nodes (fixed when it was submitted). */
  nodeIndex: number;
  applicantId: number;
  /** True until a node acts after the latest submission: the applicant may still withdraw. */
  untouched: boolean;
  /** Who approved earlier nodes since the latest submission: none of them decides a later node (decision 0062). */
  approverIds?: readonly number[];
};

export type FlowAction =
  | { kind: 'approve'; comment?: string }
  | { kind: 'reject'; comment: string; to: 'applicant' | { nodeKey: string } }
  | { kind: 'withdraw'; comment?: string }
  | { kind: 'resubmit'; comment?: string };

export type FlowActor = { id: number; permissions: ReadonlySet<string> };

export type FlowRefusal =
  | 'self-approval'
  | 'second-level'
  | 'not-your-node'
  | 'not-pending'
  | 'not-returned'
  | 'not-applicant'
  | 'already-acted'
  | 'unknown-node'
  | 'not-earlier-node'
  | 'comment-required';

export type FlowDecision =
  | { ok: true; next: FlowState; fromNode: string | null; toNode: string | null }
  | { ok: false; refusal: FlowRefusal };
