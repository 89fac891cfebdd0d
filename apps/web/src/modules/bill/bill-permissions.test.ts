import { BILL_STATUS, DEFAULT_CHAINS, type FlowStateRow } from '@lc/shared';
import { describe, expect, it } from 'vitest';
import { allowedActions, rejectTargets } from './bill-permissions';

const nodes = DEFAULT_CHAINS.bill.nodes.map(({ key, title, permission }) => ({ key, title, permission }));
const flow = (over: Partial<FlowStateRow> = {}): FlowStateRow => ({
  instanceId: 1,
  status: 'pending',
  nodeIndex: 0,
  nodes,
  currentNode: 'manager',
  untouched: true,
  version: 1,
  applicantId: 11,
  approverIds: [],
  ...over,
});
const SALES = { id: 11, permissions: new Set(['bill_create_list', 'draftbox']) };
const MANAGER = { id: 21, permissions: new Set(['bill_create_list', 'bill_approve_manager']) };
const VP = { id: 22, permissions: new Set(['bill_approve_vp']) };
const list = (s: Set<string>) => [...s].sort();

describe('the bill action bar shows exactly what the user can do', () => {
  it('the applicant edits, submits and abandons a draft; others see nothing', () => {
    const draft = { status: BILL_STATUS.draft, salespersonId: 11, flow: null };
    expect(list(allowedActions(draft, SALES))).toEqual(['abandon', 'edit', 'submit']);
    expect(list(allowedActions(draft, MANAGER))).toEqual([]);
    expect(list(allowedActions(draft, null))).toEqual([]);
  });

  it('at the first node, untouched: the applicant may withdraw, the manager approve or reject, the VP nothing', () => {
    const bill = { status: BILL_STATUS.inApproval, salespersonId: 11, flow: flow() };
    expect(list(allowedActions(bill, SALES))).toEqual(['withdraw']);
    expect(list(allowedActions(bill, MANAGER))).toEqual(['approve', 'reject']);
    expect(list(allowedActions(bill, VP))).toEqual([]);
  });

  it('no self-approval: a manager’s own bill at the manager node offers only withdraw', () => {
    const own = { status: BILL_STATUS.inApproval, salespersonId: 21, flow: flow() };
    expect(list(allowedActions(own, MANAGER))).toEqual(['withdraw']);
  });

  it('once a node has acted the applicant cannot withdraw; reject targets are the applicant and earlier nodes', () => {
    const atVp = flow({ nodeIndex: 1, currentNode: 'vp', untouched: false });
    const bill = { status: BILL_STATUS.inApproval, salespersonId: 11, flow: atVp };
    expect(list(allowedActions(bill, SALES))).toEqual([]);
    expect(list(allowedActions(bill, VP))).toEqual(['approve', 'reject']);
    expect(rejectTargets(atVp)).toEqual(['applicant', 'manager']);
  });

  it('a returned bill is the applicant’s to edit again; an approved one offers nothing', () => {
    const returned = { status: BILL_STATUS.returned, salespersonId: 11, flow: flow({ status: 'returned', untouched: false }) };
    expect(list(allowedActions(returned, SALES))).toEqual(['abandon', 'edit', 'submit']);
    const approved = { status: BILL_STATUS.approved, salespersonId: 11, flow: flow({ status: 'approved', nodeIndex: 4 }) };
    expect(list(allowedActions(approved, SALES))).toEqual([]);
    expect(list(allowedActions(approved, VP))).toEqual([]);
  });
});
