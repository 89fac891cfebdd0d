import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import { firmActionBody, firmActionParams, firmDetail, firmInput, firmListQuery, firmListReply, firmUpdate } from './firm.schema';
import { FIRM_PERMISSION } from './firm.status';

const read = { permission: FIRM_PERMISSION, dataScope: 'scoped' } as const;

/** /firmManage (firmRecords, businessFirmRecords): every call under business_company_manage. */
export const FIRM_API = contract('firm', {
  list: endpoint({ method: 'GET', domain: 'default', path: '/v1/firm/list', access: read, query: firmListQuery, reply: firmListReply }),
  create: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/firm',
    access: { permission: FIRM_PERMISSION, dataScope: 'own' },
    body: firmInput,
    reply: z.object({ id: z.number().int() }),
    done: { 'zh-CN': '已新增企业', 'en-US': 'Firm added' },
  }),
  detail: endpoint({ method: 'GET', domain: 'default', path: '/v1/firm/:id', access: read, params: recordIdParams, reply: firmDetail }),
  update: endpoint({
    method: 'PUT',
    domain: 'default',
    path: '/v1/firm/:id',
    access: read,
    params: recordIdParams,
    body: firmUpdate,
    done: { 'zh-CN': '已保存', 'en-US': 'Saved' },
  }),
  act: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/firm/:id/actions/:action',
    access: read,
    params: firmActionParams,
    body: firmActionBody,
    reply: z.object({ status: z.number().int(), version: z.number().int() }),
  }),
});
