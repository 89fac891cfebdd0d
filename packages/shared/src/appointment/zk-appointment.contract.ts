import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import {
  appointmentBillOptions,
  appointmentBillQuery,
  appointmentCancelBody,
  appointmentDetail,
  appointmentInput,
  appointmentListQuery,
  appointmentListReply,
  statusVersionReply,
} from './appointment.schema';
import { APPOINTMENT_MESSAGES } from './appointment.contract';
import { ZK_APPOINT_DESK, ZK_LIST_DESK } from './appointment.status';

const booking = { permission: ZK_APPOINT_DESK.permission, dataScope: 'scoped' } as const;
const reading = { permission: ZK_LIST_DESK.permission, dataScope: 'scoped' } as const;

/**
 * /zkManager: direct clients' (直客) visits, the appointment flow of /appoint under the zk codes.
 * zkAppoint (zk_appointment_list) books, lists and cancels; zkList (zk_list) reads. Dispatch and
 * field orders take them as any other appointment.
 */
export const ZK_APPOINTMENT_API = contract('appointment', {
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/zk/appointment/list',
    access: booking,
    query: appointmentListQuery,
    reply: appointmentListReply,
  }),
  bills: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/zk/appointment/bills',
    access: booking,
    query: appointmentBillQuery,
    reply: appointmentBillOptions,
  }),
  create: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/zk/appointment',
    // For a direct client's bill (no channel) in the caller's scope; it is the bill's salesperson's.
    access: booking,
    body: appointmentInput,
    reply: z.object({ id: z.number().int() }),
    done: APPOINTMENT_MESSAGES.booked,
  }),
  detail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/zk/appointment/:id',
    access: booking,
    params: recordIdParams,
    reply: appointmentDetail,
  }),
  cancel: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/zk/appointment/:id/cancel',
    access: booking,
    params: recordIdParams,
    body: appointmentCancelBody,
    reply: statusVersionReply,
    done: APPOINTMENT_MESSAGES.cancelled,
  }),
  clientList: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/zk/list',
    access: reading,
    query: appointmentListQuery,
    reply: appointmentListReply,
  }),
  clientDetail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/zk/list/:id',
    access: reading,
    params: recordIdParams,
    reply: appointmentDetail,
  }),
});
