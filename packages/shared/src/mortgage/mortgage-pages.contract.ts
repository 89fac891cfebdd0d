import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import { imageKey } from '../upload/upload.schema';
import { MORTGAGE_REGISTRATION_PERMISSION, MORTGAGE_RELEASE_PERMISSION, MORTGAGE_REQUEST_PERMISSION } from './mortgage-flow.contract';
import {
  mortgageBillListQuery,
  mortgageImageParams,
  mortgageReleaseBill,
  mortgageRequestBill,
  releasableBillListReply,
  requestableBillListReply,
} from './mortgage-pages.schema';

const request = { permission: MORTGAGE_REQUEST_PERMISSION, dataScope: 'scoped' } as const;
const registration = { permission: MORTGAGE_REGISTRATION_PERMISSION, dataScope: 'scoped' } as const;
const release = { permission: MORTGAGE_RELEASE_PERMISSION, dataScope: 'scoped' } as const;

/** The hidden pages' reads: the bills to request or release for, one bill for its form, and the certificate images. */
export const MORTGAGE_PAGES_API = contract('mortgage-pages', {
  requestableBills: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgageRequest/bills',
    access: request,
    query: mortgageBillListQuery,
    reply: requestableBillListReply,
  }),
  requestBill: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgageRequest/bills/:id',
    access: request,
    params: recordIdParams,
    reply: mortgageRequestBill,
  }),
  releasableBills: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgageRelease/bills',
    access: release,
    query: mortgageBillListQuery,
    reply: releasableBillListReply,
  }),
  releaseBill: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgageRelease/bills/:id',
    access: release,
    params: recordIdParams,
    reply: mortgageReleaseBill,
  }),
  /** A registration's certificate image (encrypted) and its key, for whoever may open the request (decision 0005). */
  image: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgageManage/:id/images/:imageId',
    access: registration,
    params: mortgageImageParams,
    file: true,
  }),
  imageKey: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgageManage/:id/images/:imageId/key',
    access: registration,
    params: mortgageImageParams,
    reply: imageKey,
  }),
});
