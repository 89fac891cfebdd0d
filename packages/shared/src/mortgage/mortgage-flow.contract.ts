import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import {
  mortgageActBody,
  mortgageImageAddInput,
  mortgageOptions,
  mortgageRegistrationInput,
  mortgageRejectBody,
  mortgageReleaseDetail,
  mortgageReleaseInput,
  mortgageReleaseListQuery,
  mortgageReleaseListReply,
  mortgageRequestDetail,
  mortgageRequestInput,
  mortgageRequestListQuery,
  mortgageRequestListReply,
} from './mortgage-flow.schema';

/** Spec 001 §2 page codes: requests, registration (warrant staff), release requests. */
export const MORTGAGE_REQUEST_PERMISSION = 'mortgage_request_manage';
export const MORTGAGE_REGISTRATION_PERMISSION = 'mortgage_manage';
export const MORTGAGE_RELEASE_PERMISSION = 'mortgage_release_request_manage';
/** The approval nodes' codes (role 36, mortgage/release approval; the spec names none). */
export const MORTGAGE_REQUEST_APPROVE = 'mortgage_request_approve';
export const MORTGAGE_RELEASE_APPROVE = 'mortgage_release_approve';
export const MORTGAGE_REQUEST_ENTITY = 'mortgage_request';
export const MORTGAGE_RELEASE_ENTITY = 'mortgage_release';

export const MORTGAGE_FLOW_MESSAGES = {
  requested: { 'zh-CN': '抵押申请已提交', 'en-US': 'Mortgage request submitted' },
  approved: { 'zh-CN': '已审批通过', 'en-US': 'Approved' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  registered: { 'zh-CN': '抵押登记已保存', 'en-US': 'Registration saved' },
  imagesAdded: { 'zh-CN': '权证图片已补充', 'en-US': 'Certificate images added' },
  releaseRequested: { 'zh-CN': '解押申请已提交', 'en-US': 'Release request submitted' },
  released: { 'zh-CN': '已解押', 'en-US': 'Released' },
} as const satisfies Record<string, LocalisedText>;

const request = { permission: MORTGAGE_REQUEST_PERMISSION, dataScope: 'scoped' } as const;
const registration = { permission: MORTGAGE_REGISTRATION_PERMISSION, dataScope: 'scoped' } as const;
const release = { permission: MORTGAGE_RELEASE_PERMISSION, dataScope: 'scoped' } as const;
const moved = z.object({ status: z.number().int(), flowVersion: z.number().int() });

/** /mortgageRequest, /mortgageManage and /mortgageRelease: the calls of the three pages. */
export const MORTGAGE_FLOW_API = contract('mortgage-flow', {
  options: endpoint({ method: 'GET', domain: 'default', path: '/v1/mortgageRequest/options', access: request, reply: mortgageOptions }),
  requestList: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgageRequest/list',
    access: request,
    query: mortgageRequestListQuery,
    reply: mortgageRequestListReply,
  }),
  requestDetail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgageRequest/:id',
    access: request,
    params: recordIdParams,
    reply: mortgageRequestDetail,
  }),
  requestCreate: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/mortgageRequest',
    access: request,
    body: mortgageRequestInput,
    reply: z.object({ id: z.number().int() }),
    done: MORTGAGE_FLOW_MESSAGES.requested,
  }),
  requestApprove: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/mortgageRequest/:id/approve',
    access: request,
    params: recordIdParams,
    body: mortgageActBody,
    reply: moved,
    done: MORTGAGE_FLOW_MESSAGES.approved,
  }),
  requestReject: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/mortgageRequest/:id/reject',
    access: request,
    params: recordIdParams,
    body: mortgageRejectBody,
    reply: moved,
    done: MORTGAGE_FLOW_MESSAGES.rejected,
  }),
  registrationList: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgageManage/list',
    access: registration,
    query: mortgageRequestListQuery,
    reply: mortgageRequestListReply,
  }),
  registrationDetail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgageManage/:id',
    access: registration,
    params: recordIdParams,
    reply: mortgageRequestDetail,
  }),
  register: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/mortgageManage/:id/register',
    access: registration,
    params: recordIdParams,
    body: mortgageRegistrationInput,
    reply: z.object({ status: z.number().int() }),
    done: MORTGAGE_FLOW_MESSAGES.registered,
  }),
  /** A correction (decision 0071): certificate images added to a registered property, by warrant staff, audited. */
  addImages: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/mortgageManage/:id/images',
    access: registration,
    params: recordIdParams,
    body: mortgageImageAddInput,
    reply: z.object({ imageCount: z.number().int() }),
    done: MORTGAGE_FLOW_MESSAGES.imagesAdded,
  }),
  releaseList: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgageRelease/list',
    access: release,
    query: mortgageReleaseListQuery,
    reply: mortgageReleaseListReply,
  }),
  releaseDetail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgageRelease/:id',
    access: release,
    params: recordIdParams,
    reply: mortgageReleaseDetail,
  }),
  releaseCreate: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/mortgageRelease',
    access: release,
    body: mortgageReleaseInput,
    reply: z.object({ id: z.number().int() }),
    done: MORTGAGE_FLOW_MESSAGES.releaseRequested,
  }),
  releaseApprove: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/mortgageRelease/:id/approve',
    access: release,
    params: recordIdParams,
    body: mortgageActBody,
    reply: moved,
    done: MORTGAGE_FLOW_MESSAGES.approved,
  }),
  releaseReject: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/mortgageRelease/:id/reject',
    access: release,
    params: recordIdParams,
    body: mortgageRejectBody,
    reply: moved,
    done: MORTGAGE_FLOW_MESSAGES.rejected,
  }),
  releaseDone: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/mortgageRelease/:id/released',
    access: release,
    params: recordIdParams,
    body: z.object({ version: z.number().int().min(0) }),
    reply: z.object({ status: z.number().int() }),
    done: MORTGAGE_FLOW_MESSAGES.released,
  }),
});
