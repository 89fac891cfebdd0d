import { idCardCheckChar } from '@lc/shared';
import type { Executor } from '../../db/client';
import { totalOf } from '../../db/paged-list';
import type { FindDemoUser } from '../module-kit';
import { borrowerRepository } from './borrower.repository';

/** An 18-digit ID number with its check character. */
export const demoIdCard = (first17: string) => `${first17}${idCardCheckChar(first17)}`;

const DEMO_BORROWERS = [
  { name: '王建国', idCard: demoIdCard('11010519780512301'), mobile: '13912340001', marriage: 2, address: '北京市朝阳区建国路88号' },
  { name: '李秀英', idCard: demoIdCard('11010819850923402'), mobile: '13912340002', marriage: 1, address: '北京市海淀区中关村大街1号' },
  { name: '张伟', idCard: demoIdCard('31010419900101551'), mobile: '13912340003', marriage: 2, address: '上海市徐汇区漕溪北路18号' },
];

/** The demo borrowers that are there, found by their ID numbers (never by list position), in the demo's order. */
export async function demoBorrowers(db: Executor) {
  const found = await borrowerRepository.byIdCards(
    db,
    DEMO_BORROWERS.map((d) => d.idCard),
  );
  return DEMO_BORROWERS.flatMap((d) => found.filter((f) => f.idCard === d.idCard));
}

/**
 * Demo borrowers, recorded by the demo salesperson of group 1 (13800000011) so that data scope
 * shows: other salespeople do not see them. Only into an empty table.
 */
export async function seedDemoBorrowers(db: Executor, findUser: FindDemoUser) {
  if ((await totalOf(db, borrowerRepository.list, undefined)).total > 0) return;
  const owner = await findUser('13800000011');
  if (!owner) return;
  for (const b of DEMO_BORROWERS) {
    await borrowerRepository.insert(db, {
      ...b,
      areaCode: owner.areaCode,
      departmentCode: owner.departmentCode,
      groupId: 1,
      ownerId: owner.id,
    });
  }
}
