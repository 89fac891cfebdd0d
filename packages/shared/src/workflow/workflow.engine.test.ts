import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awaits, decide, nodesFor, submitted } from './workflow.engine';
import type { ApprovalChain, FlowActor, FlowState } from './workflow.types';

const title = { 'zh-CN': '节点', 'en-US': 'Step' };
const CHAIN: ApprovalChain = {
  process: 'bill',
  nodes: [
    { key: 'manager', title, permission: 'bill_approve_manager' },
    { key: 'vp', title, permission: 'bill_approve_vp' },
    { key: 'supervisor', title, permission: 'bill_approve_supervisor', minAmount: '3000000.00' },
  ],
};
const actor = (id: number, ...codes: string[]): FlowActor => ({ id, permissions: new Set(codes) });
const SALES = actor(11);
const MANAGER = actor(1001, 'bill_approve_manager');
const VP = actor(1002, 'bill_approve_vp');
const SUPERVISOR = actor(10, 'bill_approve_supervisor');

describe('nodesFor: amount thresholds add nodes', () => {
  it.each([
    ['2999999.99', ['manager', 'vp']],
    ['3000000.00', ['manager', 'vp', 'supervisor']],
    ['12000000', ['manager', 'vp', 'supervisor']],
  ])('%s → %j', (amount, keys) => {
    expect(nodesFor(CHAIN, amount).map((n) => n.key)).toEqual(keys);
  });
});

describe('decide', () => {
  const nodes = nodesFor(CHAIN, '5000000');
  const start = submitted(SALES.id);

  it('walks manager → vp → supervisor → approved', () => {
    let state: FlowState = start;
    for (const who of [MANAGER, VP, SUPERVISOR]) {
      const d = decide(state, nodes, { kind: 'approve' }, who);
      if (!d.ok) throw new Error(d.refusal);
      state = d.next;
    }
    expect(state.status).toBe('approved');
  });

  it('refuses self-approval, the wrong node, and acting on a finished instance', () => {
    const selfApprover = actor(SALES.id, 'bill_approve_manager');
    expect(decide(start, nodes, { kind: 'approve' }, selfApprover)).toEqual({ ok: false, refusal: 'self-approval' });
    expect(decide(start, nodes, { kind: 'approve' }, VP)).toEqual({ ok: false, refusal: 'not-your-node' });
    const done: FlowState = { ...start, status: 'approved', nodeIndex: 2 };
    expect(decide(done, nodes, { kind: 'approve' }, SUPERVISOR)).toEqual({ ok: false, refusal: 'not-pending' });
  });

  it('refuses an earlier node’s approver at a later node, approve or reject (decision 0062)', () => {
    const atVp: FlowState = { ...start, nodeIndex: 1, untouched: false, approverIds: [VP.id] };
    expect(decide(atVp, nodes, { kind: 'approve' }, VP)).toEqual({ ok: false, refusal: 'second-level' });
    expect(decide(atVp, nodes, { kind: 'reject', comment: '不同意', to: 'applicant' }, VP)).toEqual({
      ok: false,
      refusal: 'second-level',
    });
    expect(decide({ ...atVp, approverIds: [] }, nodes, { kind: 'approve' }, VP).ok).toBe(true);
  });

  it('rejects back to the applicant or to an earlier node only, with a reason', () => {
    const atVp = { ...start, nodeIndex: 1, untouched: false };
    expect(decide(atVp, nodes, { kind: 'reject', comment: ' ', to: 'applicant' }, VP)).toEqual({ ok: false, refusal: 'comment-required' });
    const back = decide(atVp, nodes, { kind: 'reject', comment: '材料不全', to: { nodeKey: 'manager' } }, VP);
    expect(back).toMatchObject({ ok: true, next: { status: 'pending', nodeIndex: 0 }, fromNode: 'vp', toNode: 'manager' });
    expect(decide(atVp, nodes, { kind: 'reject', comment: 'x', to: { nodeKey: 'supervisor' } }, VP)).toEqual({
      ok: false,
      refusal: 'not-earlier-node',
    });
    expect(decide(atVp, nodes, { kind: 'reject', comment: 'x', to: { nodeKey: 'nobody' } }, VP)).toEqual({
      ok: false,
      refusal: 'unknown-node',
    });
    const returned = decide(atVp, nodes, { kind: 'reject', comment: '重填', to: 'applicant' }, VP);
    expect(returned).toMatchObject({ ok: true, next: { status: 'returned' } });
    if (!returned.ok) return;
    expect(decide(returned.next, nodes, { kind: 'resubmit' }, MANAGER)).toEqual({ ok: false, refusal: 'not-applicant' });
    expect(decide(returned.next, nodes, { kind: 'resubmit' }, SALES)).toMatchObject({ ok: true, next: submitted(SALES.id) });
  });

  it('lets the applicant withdraw only before the first node acts', () => {
    expect(decide(start, nodes, { kind: 'withdraw' }, MANAGER)).toEqual({ ok: false, refusal: 'not-applicant' });
    expect(decide(start, nodes, { kind: 'withdraw' }, SALES)).toMatchObject({ ok: true, next: { status: 'withdrawn' } });
    const approvedOnce = decide(start, nodes, { kind: 'approve' }, MANAGER);
    if (!approvedOnce.ok) throw new Error('approve failed');
    expect(decide(approvedOnce.next, nodes, { kind: 'withdraw' }, SALES)).toEqual({ ok: false, refusal: 'already-acted' });
  });

  it('never lets anyone act on their own instance, whatever the sequence (property)', () => {
    const action = fc.oneof(
      fc.constant({ kind: 'approve' as const }),
      fc.constant({ kind: 'reject' as const, comment: '退回', to: 'applicant' as const }),
      fc.constant({ kind: 'withdraw' as const }),
      fc.constant({ kind: 'resubmit' as const }),
    );
    const everyone = [
      SALES,
      MANAGER,
      VP,
      SUPERVISOR,
      actor(SALES.id, 'bill_approve_manager', 'bill_approve_vp', 'bill_approve_supervisor'),
    ];
    fc.assert(
      fc.property(fc.array(fc.tuple(action, fc.integer({ min: 0, max: everyone.length - 1 })), { maxLength: 30 }), (steps) => {
        let state = start;
        for (const [step, who] of steps) {
          const by = everyone[who]!;
          const d = decide(state, nodes, step, by);
          if (!d.ok) continue;
          if (step.kind === 'approve' || step.kind === 'reject') expect(by.id).not.toBe(state.applicantId);
          expect(d.next.nodeIndex).toBeGreaterThanOrEqual(0);
          expect(d.next.nodeIndex).toBeLessThan(nodes.length);
          state = d.next;
        }
      }),
    );
  });
});

describe('awaits: the inbox', () => {
  const nodes = nodesFor(CHAIN, '100');
  it('holds instances waiting at a node the user holds, never their own', () => {
    const state = submitted(SALES.id);
    expect(awaits(state, nodes, MANAGER)).toBe(true);
    expect(awaits(state, nodes, VP)).toBe(false);
    expect(awaits(state, nodes, actor(SALES.id, 'bill_approve_manager'))).toBe(false);
    expect(awaits({ ...state, status: 'returned' }, nodes, MANAGER)).toBe(false);
  });
});
