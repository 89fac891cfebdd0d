import { ADMIN_ROLE_ID, type AreaCode } from '@lc/shared';
import { type DemoUser, DEMO_USERS as SEEDED } from '../../src/seed/demo-users';

/**
 * Which seeded demo user a test name stands for: its role, and for the roles the seed gives more
 * than one person (salespeople of other groups and cities, the two field staff) the group, area or
 * name that tells them apart. Mobiles are never written here: they come from the seed.
 */
type Which = { role: number; group?: number; area?: AreaCode; name?: string };

const WHICH = {
  admin: { role: ADMIN_ROLE_ID }, // every permission, every area
  risk: { role: 10 }, // risk-control department director: supervisor, duplicate, document and final review; first grant review
  sales: { role: 11, group: 1 }, // Beijing group 1, own scope; owns the demo bills and loans
  sales2: { role: 11, group: 2 }, // Beijing group 2
  salesSh: { role: 11, area: 'SH_31' },
  salesXa: { role: 11, area: 'XA_61' },
  salesWh: { role: 11, area: 'WH_42' },
  financeHead: { role: 20 }, // finance director: loan changes, repayment review, both voucher levels
  finance: { role: 21 }, // finance granter: draws, posts repayments
  vp1: { role: 22 }, // grant-review executive 1
  vp2: { role: 23 }, // grant-review executive 2
  riskHead: { role: 30 },
  riskStaff: { role: 31 }, // requests grants (bill_grant_approve_manager), document review
  warrant: { role: 32 }, // mortgage requests and registration, archive custodian
  interviewAssistant: { role: 33 },
  finalReview: { role: 34 },
  dispatcher: { role: 35, name: '调度派单（演示）' }, // field-order dispatch and review, Beijing area
  zhang: { role: 35, name: '外勤张伟（演示）' }, // field staff
  li: { role: 35, name: '外勤李娜（演示）' }, // field staff
  mortgageApprover: { role: 36 },
  warrantManager: { role: 37 }, // transfer requests and the archive store
  afterLoan: { role: 41 },
  inLoan: { role: 42 },
  backOffice: { role: 51 },
  halfwayExport: { role: 52 },
  billHistoryExport: { role: 53 },
  archiveApprover: { role: 61 },
  excelExport: { role: 5 },
  manager: { role: 1001 }, // business manager, group 1 scope
  deptManager: { role: 1002 }, // business manager of the department (bill_approve_vp), department BJ_BD1
  firmManager: { role: 71 },
  interest: { role: 81 }, // interest management: charge standards, contract adjustments
  product: { role: 91 },
  coreOps: { role: 92 }, // system-change approval
  executedQuery: { role: 93 },
  collateralStats: { role: 101 },
  collateralBrowse: { role: 1003 },
  collateralBrowseAll: { role: 1004 },
  opsAdmin: { role: 2001 },
  blacklist: { role: 3001 },
} as const satisfies Record<string, Which>;

export type DemoUserName = keyof typeof WHICH;
export type DemoUserEntry = { mobile: string; roleId: number; realName: string };

const matches = (u: DemoUser, w: Which) =>
  u.roleIds.includes(w.role) &&
  (w.group === undefined || u.groupIds.includes(w.group)) &&
  (w.area === undefined || u.areaCode === w.area) &&
  (w.name === undefined || u.realName === w.name);

function seededUser(name: string, w: Which): DemoUserEntry {
  const found = SEEDED.filter((u) => matches(u, w));
  if (found.length !== 1) throw new Error(`DEMO_USERS.${name}: ${found.length} seeded demo users match ${JSON.stringify(w)}`);
  return { mobile: found[0]!.mobile, roleId: w.role, realName: found[0]!.realName };
}

/** Every seeded demo user under one name, for every test: name → mobile, role and name as seeded. */
export const DEMO_USERS = Object.fromEntries(Object.entries(WHICH).map(([name, w]) => [name, seededUser(name, w as Which)])) as Record<
  DemoUserName,
  DemoUserEntry
>;

export const demoMobile = (name: DemoUserName) => DEMO_USERS[name].mobile;

/** The mobiles of the users a test signs in, by their names here (for the tests that sign in by mobile). */
export const demoMobiles = <const N extends DemoUserName>(...names: N[]) =>
  Object.fromEntries(names.map((n) => [n, DEMO_USERS[n].mobile])) as Record<N, string>;
