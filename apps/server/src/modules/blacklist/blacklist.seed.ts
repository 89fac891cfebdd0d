import { idCardCheckChar } from '@lc/shared';
import type { Executor } from '../../db/client';
import { totalOf } from '../../db/paged-list';
import type { FindDemoUser } from '../module-kit';
import { blacklistRepository } from './blacklist.repository';

/** Demo blacklist entries, added by the blacklist-management demo user (13800003001). */
export async function seedDemoBlacklist(db: Executor, findUser: FindDemoUser) {
  if ((await totalOf(db, blacklistRepository.list, undefined)).total > 0) return;
  const admin = await findUser('13800003001');
  if (!admin) return;
  const first17 = '11010619700315201';
  for (const entry of [
    { name: '刘某', idCard: `${first17}${idCardCheckChar(first17)}`, mobile: '13655550001', reason: '提供虚假房产证明' },
    { name: '陈某', mobile: '13655550002', reason: '多次逾期且失联' },
  ]) {
    await blacklistRepository.insert(db, { ...entry, addedBy: admin.id });
  }
}
