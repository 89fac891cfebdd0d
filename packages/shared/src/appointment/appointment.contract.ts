import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import {
  appointmentBillOptions,
  appointmentBillQuery,
  appointmentCancelBody,
  appointmentDetail,
  appointmentInput,
  appointmentListQuery,
  appointmentListReply,
  dispatchAssignBody,
  dispatchBatchBody,
  dispatchBatchReply,
  dispatchBoard,
  dispatchBoardQuery,
  statusVersionReply,
} from './appointment.schema';
import { APPOINTMENT_PERMISSION, DISPATCH_PERMISSION } from './appointment.status';

/** The writes' success texts (the errors are catalogue keys: appointment.messages.ts). */
export const APPOINTMENT_MESSAGES = {
  booked: { 'zh-CN': '已预约', 'en-US': 'Booked' },
  cancelled: { 'zh-CN': '已取消预约', 'en-US': 'Appointment cancelled' },
  dispatched: { 'zh-CN': '已派单', 'en-US': 'Dispatched' },
} as const satisfies Record<string, LocalisedText>;

const scoped = { permission: APPOINTMENT_PERMISSION, dataScope: 'scoped' } as const;
const dispatching = { permission: DISPATCH_PERMISSION, dataScope: 'scoped' } as const;

/** /appoint (book, list, detail, cancel) and /dispatch (day board, assign, bulk assign). */
export const APPOINTMENT_API = contract('appointment', {
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/appointment/list',
    access: scoped,
    query: appointmentListQuery,
    reply: appointmentListReply,
  }),
  bills: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/appointment/bills',
    access: scoped,
    query: appointmentBillQuery,
    reply: appointmentBillOptions,
  }),
  create: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/appointment',
    // Booked for a bill in the caller's scope; the appointment is the bill's salesperson's.
    access: scoped,
    body: appointmentInput,
    reply: z.object({ id: z.number().int() }),
    done: APPOINTMENT_MESSAGES.booked,
  }),
  detail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/appointment/:id',
    access: scoped,
    params: recordIdParams,
    reply: appointmentDetail,
  }),
  cancel: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/appointment/:id/cancel',
    access: scoped,
    params: recordIdParams,
    body: appointmentCancelBody,
    reply: statusVersionReply,
    done: APPOINTMENT_MESSAGES.cancelled,
  }),
  board: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/dispatch/board',
    access: dispatching,
    query: dispatchBoardQuery,
    reply: dispatchBoard,
  }),
  assign: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/dispatch/:id/assign',
    access: dispatching,
    params: recordIdParams,
    body: dispatchAssignBody,
    reply: statusVersionReply,
    done: APPOINTMENT_MESSAGES.dispatched,
  }),
  assignBatch: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/dispatch/assign-batch',
    access: dispatching,
    body: dispatchBatchBody,
    reply: dispatchBatchReply,
  }),
});
