import { count, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { channelFeeRules, channels } from './channel.table';

/** A demo user by mobile; the identity tables are read by SQL here, as the gallery's seed does (a seed, not a request path). */
const demoUser = (db: Executor, mobile: string) =>
  queryRows<{ id: number; areaCode: string; departmentCode: string | null }>(
    db,
    sql`select id, area_code as "areaCode", department_code as "departmentCode" from users where mobile = ${mobile}`,
  );

/** Demo channels of the business manager of group 1 (13800001001), one with a fee rule, and one of Shanghai. */
export async function seedDemoChannels(db: Executor) {
  const [existing] = await db.select({ n: count() }).from(channels);
  if ((existing?.n ?? 0) > 0) return;
  const [owner] = await demoUser(db, '13800001001');
  if (!owner) return;
  const scope = { areaCode: owner.areaCode, departmentCode: owner.departmentCode, groupId: 1, ownerId: owner.id };
  const [first] = await db
    .insert(channels)
    .values([
      {
        channelCompanyName: '北京安居房产经纪有限公司',
        channelSource: 1,
        channelContactName: '周敏',
        channelContactMobile: '13711110001',
        channelNotes: '朝阳区门店合作',
        ...scope,
      },
      {
        channelCompanyName: '京信财务顾问(北京)有限公司',
        channelSource: 2,
        channelContactName: '孙磊',
        channelContactMobile: '13711110002',
        ...scope,
      },
    ])
    .returning({ id: channels.id });
  await db.insert(channelFeeRules).values({
    channelId: first!.id,
    ruleName: '抵押类返佣',
    borrowTypes: [2, 3],
    feeMode: 1,
    feeRate: '0.5',
    createdBy: owner.id,
  });
  // One Shanghai channel, brought by the Shanghai salesperson: the bill form offers each office its own area's channels.
  const [shanghai] = await demoUser(db, '13800000211');
  if (!shanghai) return;
  await db.insert(channels).values({
    channelCompanyName: '上海浦江房产经纪有限公司',
    channelSource: 1,
    channelContactName: '陈静',
    channelContactMobile: '13711110003',
    areaCode: shanghai.areaCode,
    departmentCode: shanghai.departmentCode,
    groupId: 14,
    ownerId: shanghai.id,
  });
}
