/**
 * The per-request parts issue 31's helper reqpath3 changed, timed alone (CPU time, alternating
 * before/after five times, medians): what a loaded machine's throughput runs cannot show.
 *   npx tsx list-parts.micro.ts
 */
import { maskName } from '@lc/shared';
import Decimal from 'decimal.js';
import { scopeFromRoles } from '../apps/server/src/core/data-scope';
import { type SessionUser, ownScope, scopeFor } from '../apps/server/src/core/session-user';
import { scopeCondition } from '../apps/server/src/db/scope-condition';
import { grantLoanSubject } from '../apps/server/src/modules/grant/grant.reads';
import { archiveItems } from '../apps/server/src/modules/archive/archive.table';
import { loanAccountRow } from '../apps/server/src/modules/borrow/borrow.service';
import type { LoanAccountRecord } from '../apps/server/src/modules/borrow/borrow.repository';

const record: LoanAccountRecord = {
  id: 1234,
  billId: 5678,
  billNo: 'BL202611290001',
  billStage: 5,
  customerName: '王建国',
  borrowType: 1,
  termDays: 90,
  fundingParty: 'yunxintrust',
  approvedAmount: '300000.00',
  drawnAmount: '100000.00',
  undrawnAmount: '200000.00',
  status: 4,
  requestedAt: new Date('2026-11-01T02:03:04Z'),
  drawnAt: '2026-11-02T02:03:04.000Z',
  dueDate: '2027-01-31',
  outstanding: '100000.00',
};
type R = LoanAccountRecord;
const oldFen = (v: string) => new Decimal(v).toFixed(2);
const before = (r: R) => ({
  ...r,
  customerName: maskName(r.customerName),
  approvedAmount: oldFen(r.approvedAmount),
  drawnAmount: oldFen(r.drawnAmount),
  undrawnAmount: oldFen(r.undrawnAmount),
  outstanding: r.outstanding === null ? null : oldFen(r.outstanding),
  requestedAt: r.requestedAt.toISOString(),
});
const after = loanAccountRow;
const page = Array.from({ length: 10 }, (_, i) => ({ ...record, id: record.id + i }));

const user: SessionUser = {
  sessionId: 1,
  sessionStartedAt: new Date(0),
  id: 32,
  userId: 'u32',
  userName: 'warrant',
  realName: '权证',
  mobile: '13800000032',
  areaCode: 'BJ_11',
  departmentCode: 'D1',
  groupIds: [2],
  roles: [{ id: 32, name: 'warrant', scope: 'area', codes: Array.from({ length: 120 }, (_, i) => `code_${i}`).concat('archive_list') }],
  permissions: new Set(['archive_list']),
};
const ITEM_SCOPE = {
  ownerId: archiveItems.ownerId,
  groupId: archiveItems.groupId,
  departmentCode: archiveItems.departmentCode,
  areaCode: archiveItems.areaCode,
};
// Before: the scope worked out per call, its condition keyed by its values per call.
const scopeBefore = () => {
  const scope = scopeFromRoles(
    user,
    user.roles.filter((r) => r.codes.includes('archive_list')).map((r) => r.scope),
  );
  return scopeCondition(scope, ITEM_SCOPE);
};
const scopeAfter = () => scopeCondition(scopeFor(user, 'archive_list'), ITEM_SCOPE);
const ownBefore = () =>
  scopeCondition({ all: false, userIds: [user.id], groupIds: [], departmentCodes: [], areaCodes: [] }, grantLoanSubject.scopeColumns);
const ownAfter = () => scopeCondition(ownScope(user), grantLoanSubject.scopeColumns);

let sink = 0;
const cpu = (run: () => unknown, n: number) => {
  const t = process.cpuUsage();
  for (let i = 0; i < n; i++) sink += run() ? 1 : 0;
  const u = process.cpuUsage(t);
  return ((u.user + u.system) * 1000) / n; // ns per call
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pairs: [string, () => unknown, () => unknown, number][] = [
  ['loan book presenter, a page of 10 rows', () => page.map(before), () => page.map(after), 20_000],
  ['archive list scope (area role) and its condition', scopeBefore, scopeAfter, 200_000],
  ['loan book salesperson scope and its condition', ownBefore, ownAfter, 200_000],
];
for (const [name, b, a, n] of pairs) {
  cpu(b, n);
  cpu(a, n);
  const [bs, as] = [[] as number[], [] as number[]];
  for (let round = 0; round < 5; round++) {
    bs.push(cpu(b, n));
    as.push(cpu(a, n));
  }
  console.log(`${name.padEnd(50)} before ${(median(bs) / 1000).toFixed(2)} µs  after ${(median(as) / 1000).toFixed(2)} µs`);
}
if (sink < 0) console.log(sink);
