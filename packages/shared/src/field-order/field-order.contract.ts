import { SIGNED_IN, contract, endpoint } from '../api/contract';
import { statusVersionReply } from '../appointment/appointment.schema';
import { FIELD_ORDER_PERMISSION } from '../appointment/appointment.status';
import { imageKey } from '../upload/upload.schema';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import {
  billVisitsReply,
  fieldOrderApproveBody,
  fieldOrderDetail,
  fieldOrderListQuery,
  fieldOrderListReply,
  fieldOrderRejectBody,
  fieldOrderSubmitBody,
  photoParams,
} from './field-order.schema';

/** The audit trail's name for these records. */
export const FIELD_ORDER_ENTITY = 'field_order';

/** The writes' success texts (the errors are catalogue keys: field-order.messages.ts). */
export const FIELD_ORDER_MESSAGES = {
  submitted: { 'zh-CN': '已提交审批', 'en-US': 'Sent for approval' },
  approved: { 'zh-CN': '已审批通过', 'en-US': 'Approved' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
} as const satisfies Record<string, LocalisedText>;

const scoped = { permission: FIELD_ORDER_PERMISSION, dataScope: 'scoped' } as const;

/**
 * /outerOrder: field orders are dispatched appointments (id = the appointment's). The field person
 * submits findings and photos; a reviewer in scope approves (appointment 2 → 3) or rejects (2 → 4).
 */
export const FIELD_ORDER_API = contract('field-order', {
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/field-order/list',
    access: scoped,
    query: fieldOrderListQuery,
    reply: fieldOrderListReply,
  }),
  detail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/field-order/:id',
    access: scoped,
    params: recordIdParams,
    reply: fieldOrderDetail,
  }),
  submit: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/field-order/:id/submit',
    // Only the assigned field person, whatever their scope.
    access: scoped,
    params: recordIdParams,
    body: fieldOrderSubmitBody,
    reply: statusVersionReply,
    done: FIELD_ORDER_MESSAGES.submitted,
  }),
  approve: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/field-order/:id/approve',
    access: scoped,
    params: recordIdParams,
    body: fieldOrderApproveBody,
    reply: statusVersionReply,
    done: FIELD_ORDER_MESSAGES.approved,
  }),
  reject: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/field-order/:id/reject',
    access: scoped,
    params: recordIdParams,
    body: fieldOrderRejectBody,
    reply: statusVersionReply,
    done: FIELD_ORDER_MESSAGES.rejected,
  }),
  photo: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/field-order/:id/photo/:photoId',
    access: scoped,
    params: photoParams,
    file: true,
  }),
  photoKey: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/field-order/:id/photo/:photoId/key',
    access: scoped,
    params: photoParams,
    reply: imageKey,
  }),
  /** The bill's visits for its operation stripe: whoever may read the bill (the bill module checks). */
  billVisits: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/field-order/bill/:id/visits',
    access: { permission: SIGNED_IN, dataScope: 'scoped' },
    params: recordIdParams,
    reply: billVisitsReply,
  }),
});
