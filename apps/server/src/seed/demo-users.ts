import { ADMIN_ROLE_ID, type AreaCode, ROLES } from '@lc/shared';
import type { Db } from '../db/client';
import { hashPassword } from '../modules/identity/password.adapter';
import { staffAccountRepository } from '../modules/identity/staff-account.repository';
import { DEMO_PASSWORD } from './org.seed-data';

export type DemoUser = {
  mobile: string;
  realName: string;
  roleIds: number[];
  areaCode: AreaCode;
  departmentCode: string | null;
  groupIds: number[];
};

const HQ_DEPARTMENT: Record<string, string> = { '1': 'HQ_RISK', '2': 'HQ_FIN', '3': 'HQ_RISK' };
const hqDepartmentOf = (roleId: number) =>
  roleId === 32 || roleId === 37 ? 'HQ_WARRANT' : (HQ_DEPARTMENT[String(roleId)[0]!] ?? 'HQ_OPS');
const SALES_ROLES = new Set([11, 1001, 1002]);

/**
 * One demo user per role of spec 000 §6 (mobile 138 + the role id padded to 8 digits), an admin
 * holding every permission, two more salespeople to show data scope across groups and cities, and two
 * field staff for the dispatch board.
 */
export const DEMO_USERS: DemoUser[] = [
  { mobile: '13800000000', realName: '系统管理员', roleIds: [ADMIN_ROLE_ID], areaCode: 'ALL', departmentCode: 'HQ_OPS', groupIds: [] },
  ...ROLES.map((role) => ({
    mobile: `138${String(role.id).padStart(8, '0')}`,
    realName: `${role.name['zh-CN']}（演示）`,
    roleIds: [role.id],
    areaCode: 'BJ_11' as const,
    departmentCode: SALES_ROLES.has(role.id) ? 'BJ_BD1' : hqDepartmentOf(role.id),
    groupIds: SALES_ROLES.has(role.id) ? [1] : [],
  })),
  { mobile: '13800000111', realName: '业务员二组（演示）', roleIds: [11], areaCode: 'BJ_11', departmentCode: 'BJ_BD1', groupIds: [2] },
  { mobile: '13800000211', realName: '上海业务员（演示）', roleIds: [11], areaCode: 'SH_31', departmentCode: 'SH_BD', groupIds: [14] },
  // Field staff: role 35 holds the field-order page (appoint_aprove), so they appear on the dispatch board.
  { mobile: '13800000351', realName: '外勤张伟（演示）', roleIds: [35], areaCode: 'BJ_11', departmentCode: 'HQ_OPS', groupIds: [] },
  { mobile: '13800000352', realName: '外勤李娜（演示）', roleIds: [35], areaCode: 'BJ_11', departmentCode: 'HQ_OPS', groupIds: [] },
  // Salespeople of Xi'an and Wuhan: their loans give the after-loan certificate statistics every city.
  { mobile: '13800000311', realName: '西安业务员（演示）', roleIds: [11], areaCode: 'XA_61', departmentCode: 'XA_BD', groupIds: [15] },
  { mobile: '13800000411', realName: '武汉业务员（演示）', roleIds: [11], areaCode: 'WH_42', departmentCode: 'WH_BD', groupIds: [16] },
];

export async function seedDemoUsers(db: Db) {
  // Every demo user has the same password, so one hash serves them all.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const [i, demo] of DEMO_USERS.entries()) {
      const account = {
        realName: demo.realName,
        mobile: demo.mobile,
        email: `demo${demo.mobile.slice(-4)}@example.com`,
        areaCode: demo.areaCode,
        departmentCode: demo.departmentCode,
        passwordHash,
      };
      const userId = await staffAccountRepository.insert(tx, account, `U${String(i + 1).padStart(6, '0')}`);
      await staffAccountRepository.setLinks(tx, userId, demo.roleIds, demo.groupIds);
    }
  });
}
