import Decimal from 'decimal.js';
import { makerCheckerRefusal, mayDecide } from './maker-checker';
import type { ApprovalChain, ApprovalNode, FlowAction, FlowActor, FlowDecision, FlowState } from './workflow.types';

/** The nodes an instance goes through: those whose amount threshold the amount reaches. */
export function nodesFor(chain: ApprovalChain, amount: string): ApprovalNode[] {
  const value = new Decimal(amount);
  return chain.nodes.filter((node) => node.minAmount === undefined || value.gte(node.minAmount));
}

export const submitted = (applicantId: number): FlowState => ({ status: 'pending', nodeIndex: 0, applicantId, untouched: true });

/**
 * The engine's one rule book, pure: given where an instance stands, its nodes and who does
 * what, the next state or why not. The server applies the answer as one conditional update.
 */
export function decide(state: FlowState, nodes: readonly ApprovalNode[], action: FlowAction, actor: FlowActor): FlowDecision {
  const current = nodes[state.nodeIndex];
  const at = (index: number) => nodes[index]?.key ?? null;

  switch (action.kind) {
    case 'approve':
    case 'reject': {
      if (state.status !== 'pending' || !current) return { ok: false, refusal: 'not-pending' };
      const maker = makerCheckerRefusal({ makerId: state.applicantId, priorApproverIds: state.approverIds, userId: actor.id });
      if (maker) return { ok: false, refusal: maker === 'own-request' ? 'self-approval' : 'second-level' };
      if (!actor.permissions.has(current.permission)) return { ok: false, refusal: 'not-your-node' };
      if (action.kind === 'approve') {
        const last = state.nodeIndex === nodes.length - 1;
        return {
          ok: true,
          next: {
            ...state,
            status: last ? 'approved' : 'pending',
            nodeIndex: last ? state.nodeIndex : state.nodeIndex + 1,
            untouched: false,
          },
          fromNode: current.key,
          toNode: last ? null : at(state.nodeIndex + 1),
        };
      }
      if (!action.comment.trim()) return { ok: false, refusal: 'comment-required' };
      if (action.to === 'applicant') {
        return { ok: true, next: { ...state, status: 'returned', nodeIndex: 0, untouched: false }, fromNode: current.key, toNode: null };
      }
      const target = action.to.nodeKey;
      const index = nodes.findIndex((node) => node.key === target);
      if (index < 0) return { ok: false, refusal: 'unknown-node' };
      if (index >= state.nodeIndex) return { ok: false, refusal: 'not-earlier-node' };
      return { ok: true, next: { ...state, nodeIndex: index, untouched: false }, fromNode: current.key, toNode: target };
    }
    case 'withdraw': {
      if (actor.id !== state.applicantId) return { ok: false, refusal: 'not-applicant' };
      if (state.status !== 'pending') return { ok: false, refusal: 'not-pending' };
      if (!state.untouched) return { ok: false, refusal: 'already-acted' };
      return { ok: true, next: { ...state, status: 'withdrawn', untouched: false }, fromNode: at(state.nodeIndex), toNode: null };
    }
    case 'resubmit': {
      if (actor.id !== state.applicantId) return { ok: false, refusal: 'not-applicant' };
      if (state.status !== 'returned' && state.status !== 'withdrawn') return { ok: false, refusal: 'not-returned' };
      return { ok: true, next: submitted(state.applicantId), fromNode: null, toNode: at(0) };
    }
  }
}

/** Whether a user sees an instance in their inbox: it waits at a node they hold, and the maker-checker rule lets them decide it. */
export const awaits = (state: FlowState, nodes: readonly ApprovalNode[], actor: FlowActor) =>
  state.status === 'pending' &&
  mayDecide({ makerId: state.applicantId, priorApproverIds: state.approverIds, userId: actor.id }) &&
  actor.permissions.has(nodes[state.nodeIndex]?.permission ?? '');
