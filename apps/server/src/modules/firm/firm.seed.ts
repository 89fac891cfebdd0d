import { creditCodeCheckChar } from '@lc/shared';
import { count, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { firmShareholders, firms } from './firm.table';

/** A demo user by mobile; the identity tables are read by SQL here, as the gallery's seed does (a seed, not a request path). */
const demoUser = (db: Executor, mobile: string) =>
  queryRows<{ id: number; areaCode: string; departmentCode: string | null }>(
    db,
    sql`select id, area_code as "areaCode", department_code as "departmentCode" from users where mobile = ${mobile}`,
  );

const creditCode = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;

const DEMO_FIRMS = [
  {
    firmName: '北京京华商贸有限公司',
    creditCode: creditCode('91110105MA01ABCD1'),
    registrationCode: null,
    legalPerson: '王建国',
    registeredCapital: '5000000.00',
    establishDate: '2016-04-18',
    status: 1,
    shareholders: [
      { name: '王建国', kind: 1, ratio: '60' },
      { name: '李秀英', kind: 1, ratio: '**.**' },
    ],
  },
  {
    firmName: '北京顺达建材有限公司',
    creditCode: null,
    registrationCode: '110105012345678',
    legalPerson: '赵强',
    registeredCapital: '1000000.00',
    establishDate: '2009-11-02',
    status: 0,
    shareholders: [{ name: '赵强', kind: 1, ratio: '100' }],
  },
];

/** Demo firms in the company library (one disabled, to show its style), recorded by the firm-management demo user. */
export async function seedDemoFirms(db: Executor) {
  const [existing] = await db.select({ n: count() }).from(firms);
  if ((existing?.n ?? 0) > 0) return;
  const [owner] = await demoUser(db, '13800000071');
  if (!owner) return;
  for (const { shareholders, ...firm } of DEMO_FIRMS) {
    const [created] = await db
      .insert(firms)
      .values({ ...firm, areaCode: owner.areaCode, departmentCode: owner.departmentCode, ownerId: owner.id })
      .returning({ id: firms.id });
    await db.insert(firmShareholders).values(shareholders.map((s, i) => ({ ...s, firmId: created!.id, position: i + 1 })));
  }
}
