import { z } from 'zod';
import { capMessage, cappedListReply, statusCodeParam, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { choiceOf, keywordParam, optionalParam, registryPaging, versionField } from '../borrower/registry-common';
import { id, isoDate } from '../validation/primitives';
import { optionalText, requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';
import { APPOINTMENT_KINDS, VISIT_TIMES } from './appointment.status';

const KIND_MESSAGE = '请选择预约类型';
const visitTime = (message: string) => z.string({ error: message }).refine((v) => VISIT_TIMES.includes(v), message);

/** What a salesperson books: the bill, the kind of visit, where, and the wished window on one day. */
export const appointmentInput = z
  .object({
    billId: id,
    kind: choiceOf(APPOINTMENT_KINDS, KIND_MESSAGE),
    address: requiredText('required', maxCharsCheck(100)),
    visitDate: isoDate('请选择正确的预约日期'),
    startTime: visitTime('请选择开始时间（08:00-20:00，整点或半点）'),
    endTime: visitTime('请选择结束时间（08:00-20:00，整点或半点）'),
    remark: optionalText(maxCharsCheck(200)),
  })
  .refine((v) => v.startTime < v.endTime, { message: '结束时间须晚于开始时间', path: ['endTime'] });
export type AppointmentInput = z.infer<typeof appointmentInput>;

export const appointmentListQuery = z
  .object({
    ...registryPaging,
    keyword: keywordParam,
    status: statusCodeParam('appointment', '状态不存在'),
    kind: optionalParam(z.coerce.number().pipe(choiceOf(APPOINTMENT_KINDS, KIND_MESSAGE))),
    visitDate: optionalParam(isoDate('请输入正确的日期')),
    withTotal: withTotalParam,
  })
  .refine(withinCap, capMessage);
export type AppointmentListQuery = z.infer<typeof appointmentListQuery>;

/** An appointment as lists and the board show it (the scope columns stay on the server). */
export const appointmentRow = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  kind: z.number().int(),
  address: z.string(),
  visitDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.number().int(),
  fieldPersonId: z.number().int().nullable(),
  fieldPersonName: z.string().nullable(),
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type AppointmentRow = z.infer<typeof appointmentRow>;
export const appointmentListReply = cappedListReply(appointmentRow);
export type AppointmentListReply = z.infer<typeof appointmentListReply>;

export const appointmentDetail = appointmentRow.extend({
  remark: z.string().nullable(),
  dispatchedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AppointmentDetail = z.infer<typeof appointmentDetail>;

export const appointmentCancelBody = z.object({ reason: optionalText(maxCharsCheck(200)) });

/** The bills a booking may name: the caller's, found by number or customer name. */
export const appointmentBillQuery = z.object({ keyword: keywordParam });
export const appointmentBillOption = z.object({
  id: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  address: z.string().nullable(),
});
export const appointmentBillOptions = z.object({ list: z.array(appointmentBillOption) });
export type AppointmentBillOption = z.infer<typeof appointmentBillOption>;

/** The dispatch board of one day: each field person's visits, and the open appointments of that day. */
export const dispatchBoardQuery = z.object({ day: isoDate('请选择正确的日期') });
export const boardVisit = appointmentRow.pick({
  id: true,
  billNo: true,
  kind: true,
  startTime: true,
  endTime: true,
  status: true,
  address: true,
});
export const dispatchBoard = z.object({
  day: z.string(),
  people: z.array(z.object({ id: z.number().int(), name: z.string(), visits: z.array(boardVisit) })),
  open: z.array(appointmentRow),
});
export type DispatchBoard = z.infer<typeof dispatchBoard>;
export type BoardVisit = z.infer<typeof boardVisit>;

export const dispatchAssignBody = z.object({ fieldPersonId: id, version: versionField });
export type DispatchAssignBody = z.infer<typeof dispatchAssignBody>;
export const dispatchBatchBody = z.object({
  items: z
    .array(z.object({ id, fieldPersonId: id }), { error: '请选择要派单的预约' })
    .min(1, '请选择要派单的预约')
    .max(50, '一次最多派50条'),
});
export type DispatchBatchBody = z.infer<typeof dispatchBatchBody>;
/** Bulk assign answers each item: done, or why not, in the caller's language. */
export const dispatchBatchReply = z.object({
  results: z.array(z.object({ id: z.number().int(), ok: z.boolean(), msg: z.string() })),
});
export type DispatchBatchReply = z.infer<typeof dispatchBatchReply>;
export const statusVersionReply = z.object({ status: z.number().int(), version: z.number().int() });
