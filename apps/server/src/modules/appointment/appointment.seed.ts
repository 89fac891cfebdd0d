import { APPOINTMENT_STATUS as S } from '@lc/shared';
import type { Executor } from '../../db/client';
import { totalOf } from '../../db/paged-list';
import { shanghaiDate } from '../../lib/time';
import type { FindDemoUser } from '../module-kit';
import { type NewAppointment, appointmentRepository as repo } from './appointment.repository';

const DAY = 24 * 3600 * 1000;
type Demo = Pick<NewAppointment, 'kind' | 'startTime' | 'endTime' | 'status'> & { day: number; person?: 0 | 1; address: string };

/**
 * Today's board and the list in every status: field staff 张伟 has two visits today and 李娜 one;
 * two open appointments today (one overlapping 张伟's morning), one tomorrow; one approved and one
 * rejected yesterday; one cancelled and one scrapped. All on the demo salesperson's bills. Only
 * into an empty table.
 */
const DEMOS: Demo[] = [
  { kind: 1, day: 0, startTime: '09:00', endTime: '10:30', status: S.dispatched, person: 0, address: '朝阳区望京西园三区311号楼' },
  { kind: 2, day: 0, startTime: '14:00', endTime: '15:00', status: S.dispatched, person: 0, address: '东城区公证处（东四十条）' },
  { kind: 3, day: 0, startTime: '10:00', endTime: '11:30', status: S.dispatched, person: 1, address: '朝阳区不动产登记中心' },
  { kind: 1, day: 0, startTime: '10:00', endTime: '11:00', status: S.booked, address: '海淀区学院路甲5号院' },
  { kind: 5, day: 0, startTime: '15:30', endTime: '16:30', status: S.booked, address: '朝阳区民政局婚姻登记处' },
  { kind: 4, day: 1, startTime: '09:30', endTime: '10:30', status: S.booked, address: '北京银行朝阳支行' },
  { kind: 1, day: -1, startTime: '09:00', endTime: '10:00', status: S.approved, person: 0, address: '丰台区科学城二期8号' },
  { kind: 6, day: -1, startTime: '14:00', endTime: '15:30', status: S.rejected, person: 1, address: '海淀区中关村大街27号' },
  { kind: 2, day: 2, startTime: '09:00', endTime: '10:00', status: S.cancelled, address: '西城区公证处' },
  { kind: 1, day: -3, startTime: '13:00', endTime: '14:00', status: S.scrapped, address: '通州区梨园镇云景里' },
];

/**
 * Direct clients' visits (/zkManager) in every status, away from today's board so the dispatch demo
 * keeps its shape: two open (tomorrow and the day after), one dispatched to 李娜 tomorrow, one
 * approved and one rejected two days ago (李娜), one cancelled and one scrapped.
 */
const DIRECT_DEMOS: Demo[] = [
  { kind: 1, day: 1, startTime: '08:30', endTime: '09:30', status: S.booked, address: '朝阳区建国路88号SOHO现代城' },
  { kind: 2, day: 2, startTime: '13:00', endTime: '14:00', status: S.booked, address: '海淀区公证处（中关村）' },
  { kind: 3, day: 1, startTime: '16:00', endTime: '17:00', status: S.dispatched, person: 1, address: '海淀区不动产登记中心' },
  { kind: 1, day: -2, startTime: '10:00', endTime: '11:00', status: S.approved, person: 1, address: '石景山区鲁谷路74号院' },
  { kind: 5, day: -2, startTime: '15:00', endTime: '16:00', status: S.rejected, person: 1, address: '海淀区民政局婚姻登记处' },
  { kind: 4, day: 3, startTime: '10:30', endTime: '11:30', status: S.cancelled, address: '招商银行海淀支行' },
  { kind: 6, day: -4, startTime: '14:30', endTime: '15:30', status: S.scrapped, address: '大兴区亦庄经济开发区科创街' },
];

export async function seedDemoAppointments(db: Executor, findUser: FindDemoUser) {
  const [sales, zhang, li] = await Promise.all(['13800000011', '13800000351', '13800000352'].map((m) => findUser(m)));
  if (!sales || !zhang || !li || (await totalOf(db, repo.list, undefined)).total > 0) return;
  const salesScope = { all: false, userIds: [sales.id], groupIds: [], departmentCodes: [], areaCodes: [] };
  const bills = await repo.bookableBills(db, salesScope, undefined);
  // Direct clients' visits go on bills that came through no channel.
  const directBills = await repo.bookableBills(db, salesScope, undefined, true);
  if (!bills.length) return;
  const people = [zhang, li];
  const rows = [
    ...DEMOS.map((d) => ({ ...d, direct: false, from: bills })),
    ...(directBills.length ? DIRECT_DEMOS.map((d) => ({ ...d, direct: true, from: directBills })) : []),
  ];
  for (const [i, d] of rows.entries()) {
    const bill = d.from[i % d.from.length]!;
    const scopeOf = (await repo.billInScope(db, { all: true }, bill.id))!;
    const person = d.person === undefined ? undefined : people[d.person]!;
    await repo.insert(db, {
      billId: bill.id,
      billNo: bill.billNo,
      customerName: bill.customerName,
      kind: d.kind,
      address: d.address,
      visitDate: shanghaiDate(new Date(Date.now() + d.day * DAY)),
      startTime: d.startTime,
      endTime: d.endTime,
      status: d.status,
      direct: d.direct,
      fieldPersonId: person?.id ?? null,
      dispatchedAt: person ? new Date(Date.now() - DAY) : null,
      bookedBy: sales.id,
      ownerId: scopeOf.ownerId,
      areaCode: scopeOf.areaCode,
      departmentCode: scopeOf.departmentCode,
      groupId: scopeOf.groupId,
    });
  }
}
