import { idCardCheckChar } from '@lc/shared';
import { count, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { borrowers } from './borrower.table';

/** A demo user by mobile; the identity tables are read by SQL here, as the gallery's seed does (a seed, not a request path). */
const demoUser = (db: Executor, mobile: string) =>
  queryRows<{ id: number; areaCode: string; departmentCode: string | null }>(
    db,
    sql`select id, area_code as "areaCode", department_code as "departmentCode" from users where mobile = ${mobile}`,
  );

/** An 18-digit ID number with its check character. */
export const demoIdCard = (first17: string) => `${first17}${idCardCheckChar(first17)}`;

const DEMO_BORROWERS = [
  { name: '王建国', idCard: demoIdCard('11010519780512301'), mobile: '13912340001', marriage: 2, address: '北京市朝阳区建国路88号' },
  { name: '李秀英', idCard: demoIdCard('11010819850923402'), mobile: '13912340002', marriage: 1, address: '北京市海淀区中关村大街1号' },
  { name: '张伟', idCard: demoIdCard('31010419900101551'), mobile: '13912340003', marriage: 2, address: '上海市徐汇区漕溪北路18号' },
];

/**
 * Demo borrowers, recorded by the demo salesperson of group 1 (13800000011) so that data scope
 * shows: other salespeople do not see them. Only into an empty table.
 */
export async function seedDemoBorrowers(db: Executor) {
  const [existing] = await db.select({ n: count() }).from(borrowers);
  if ((existing?.n ?? 0) > 0) return;
  const [owner] = await demoUser(db, '13800000011');
  if (!owner) return;
  await db
    .insert(borrowers)
    .values(
      DEMO_BORROWERS.map((b) => ({ ...b, areaCode: owner.areaCode, departmentCode: owner.departmentCode, groupId: 1, ownerId: owner.id })),
    );
}
