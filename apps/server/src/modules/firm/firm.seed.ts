import { creditCodeCheckChar } from '@lc/shared';
import type { Executor } from '../../db/client';
import { totalOf } from '../../db/paged-list';
import type { FindDemoUser } from '../module-kit';
import { firmRepository } from './firm.repository';

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
export async function seedDemoFirms(db: Executor, findUser: FindDemoUser) {
  if ((await totalOf(db, firmRepository.list, undefined)).total > 0) return;
  const owner = await findUser('13800000071');
  if (!owner) return;
  for (const { shareholders, ...firm } of DEMO_FIRMS) {
    const created = await firmRepository.insert(db, {
      ...firm,
      areaCode: owner.areaCode,
      departmentCode: owner.departmentCode,
      ownerId: owner.id,
    });
    await firmRepository.replaceShareholders(db, created.id, shareholders);
  }
}
