import { idCardCheckChar } from '@lc/shared';
import { count, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { blacklistEntries } from './blacklist.table';

/** A demo user by mobile; the identity tables are read by SQL here, as the gallery's seed does (a seed, not a request path). */
const demoUser = (db: Executor, mobile: string) =>
  queryRows<{ id: number; areaCode: string; departmentCode: string | null }>(
    db,
    sql`select id, area_code as "areaCode", department_code as "departmentCode" from users where mobile = ${mobile}`,
  );

/** Demo blacklist entries, added by the blacklist-management demo user (13800003001). */
export async function seedDemoBlacklist(db: Executor) {
  const [existing] = await db.select({ n: count() }).from(blacklistEntries);
  if ((existing?.n ?? 0) > 0) return;
  const [admin] = await demoUser(db, '13800003001');
  if (!admin) return;
  const first17 = '11010619700315201';
  await db.insert(blacklistEntries).values([
    { name: '刘某', idCard: `${first17}${idCardCheckChar(first17)}`, mobile: '13655550001', reason: '提供虚假房产证明', addedBy: admin.id },
    { name: '陈某', mobile: '13655550002', reason: '多次逾期且失联', addedBy: admin.id },
  ]);
}
