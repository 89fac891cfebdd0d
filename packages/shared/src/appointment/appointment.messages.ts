import type { LocalisedText } from '../route-table/route-table.types';

/** The appointment module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const APPOINTMENT_REPLY_MESSAGES = {
  appointmentNotFound: {
    'zh-CN': '预约不存在或不在您的数据范围内',
    'en-US': 'The appointment does not exist or is outside your data scope',
  },
  appointmentBillNotFound: { 'zh-CN': '报单不存在或不在您的数据范围内', 'en-US': 'The bill does not exist or is outside your data scope' },
  appointmentBillClosed: { 'zh-CN': '该报单已作废，不能预约', 'en-US': 'The bill is abandoned: no visit can be booked' },
  appointmentBillNotDirect: {
    'zh-CN': '该报单来自渠道，不是直客，请在预约列表中预约',
    'en-US': 'The bill came through a channel, not a direct client: book it under the appointment list',
  },
  appointmentDuplicate: {
    'zh-CN': '该报单在同一时段已有预约，请勿重复预约',
    'en-US': 'This bill already has an appointment in the same time slot: it is not booked twice',
  },
  appointmentPastDay: { 'zh-CN': '预约日期不能早于今天', 'en-US': 'The visit date cannot be before today' },
  appointmentNotCancellable: {
    'zh-CN': '该预约已派单或已结束，不能取消',
    'en-US': 'The appointment has been dispatched or has ended: it can no longer be cancelled',
  },
  appointmentNotOpen: {
    'zh-CN': '该预约已不是待派单状态，请刷新后重试',
    'en-US': 'The appointment is no longer awaiting dispatch: refresh and try again',
  },
  appointmentNotFieldStaff: {
    'zh-CN': '所选人员不是可派单的外勤人员',
    'en-US': 'The person chosen is not field staff you can dispatch to',
  },
  appointmentOverlap: {
    'zh-CN': '{name}在{date} {start}-{end}已有外勤安排，时间冲突',
    'en-US': '{name} already has a visit on {date} {start}-{end}: the times overlap',
  },
  appointmentAssigned: { 'zh-CN': '已派单', 'en-US': 'Dispatched' },
  appointmentBulkDone: { 'zh-CN': '派单完成：成功{ok}条，失败{failed}条', 'en-US': 'Dispatch done: {ok} succeeded, {failed} failed' },
} as const satisfies Record<string, LocalisedText>;
