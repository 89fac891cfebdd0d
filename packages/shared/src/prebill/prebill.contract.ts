import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import { PREBILL_MESSAGES } from './prebill.messages';
import { PREBILL_PERMISSION as P } from './prebill.constants';
import {
  preBillBrowseQuery,
  preBillConvertBody,
  preBillConvertReply,
  preBillCreateBody,
  preBillDetail,
  preBillListQuery,
  preBillListReply,
} from './prebill.schema';

const own = { permission: P.own, dataScope: 'own' } as const;
const browse = { permission: P.browse, dataScope: 'scoped' } as const;

/** Pre-bills: /billManage/preBillList (the salesperson's own) and /billManage/preBillBrowse (scoped, masked). */
export const PREBILL_API = contract('prebill', {
  create: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/prebill',
    access: own,
    body: preBillCreateBody,
    reply: z.object({ id: z.number().int(), version: z.number().int() }),
    done: PREBILL_MESSAGES.preBillSaved,
  }),
  mine: endpoint({
    method: 'GET',
    domain: 'bill',
    path: '/v1/prebill/mine',
    access: own,
    query: preBillListQuery,
    reply: preBillListReply,
  }),
  browse: endpoint({
    method: 'GET',
    domain: 'bill',
    path: '/v1/prebill/browse',
    access: browse,
    query: preBillBrowseQuery,
    reply: preBillListReply,
  }),
  /** An enquiry in the browse scope, mobile and ID number masked; 404 outside it. */
  browseDetail: endpoint({
    method: 'GET',
    domain: 'bill',
    path: '/v1/prebill/browse/:id',
    access: browse,
    params: recordIdParams,
    reply: preBillDetail,
  }),
  /** The salesperson's own enquiry, in the clear; 404 for anyone else's. */
  detail: endpoint({ method: 'GET', domain: 'bill', path: '/v1/prebill/:id', access: own, params: recordIdParams, reply: preBillDetail }),
  convert: endpoint({
    method: 'POST',
    domain: 'bill',
    path: '/v1/prebill/:id/convert',
    access: own,
    params: recordIdParams,
    body: preBillConvertBody,
    reply: preBillConvertReply,
    done: PREBILL_MESSAGES.preBillConvertedDone,
  }),
});
