import type { Executor } from '../../db/client';
import { totalOf } from '../../db/paged-list';
import type { FindDemoUser } from '../module-kit';
import { channelRepository } from './channel.repository';

/** Demo channels of the business manager of group 1 (13800001001), one with a fee rule, and one of Shanghai. */
export async function seedDemoChannels(db: Executor, findUser: FindDemoUser) {
  if ((await totalOf(db, channelRepository.list, undefined)).total > 0) return;
  const owner = await findUser('13800001001');
  if (!owner) return;
  const scope = { areaCode: owner.areaCode, departmentCode: owner.departmentCode, groupId: 1, ownerId: owner.id };
  const first = await channelRepository.insert(db, {
    channelCompanyName: '北京安居房产经纪有限公司',
    channelSource: 1,
    channelContactName: '周敏',
    channelContactMobile: '13711110001',
    channelNotes: '朝阳区门店合作',
    ...scope,
  });
  await channelRepository.insert(db, {
    channelCompanyName: '京信财务顾问(北京)有限公司',
    channelSource: 2,
    channelContactName: '孙磊',
    channelContactMobile: '13711110002',
    ...scope,
  });
  await channelRepository.insertFeeRule(db, {
    channelId: first.id,
    ruleName: '抵押类返佣',
    borrowTypes: [2, 3],
    feeMode: 1,
    feeRate: '0.5',
    createdBy: owner.id,
  });
  // One Shanghai channel, brought by the Shanghai salesperson: the bill form offers each office its own area's channels.
  const shanghai = await findUser('13800000211');
  if (!shanghai) return;
  await channelRepository.insert(db, {
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
