import { contract, endpoint } from '../api/contract';
import {
  FINAL_REVIEW_PERMISSION as P,
  finalCustomerListReply,
  finalFirmListReply,
  finalListQuery,
  riskRecordListReply,
  riskRecordQuery,
} from './final-review.schema';

const final = { permission: P.final, dataScope: 'scoped' } as const;

/** /finalManage's individual and company lists, and /riskControlRecord's records. */
export const FINAL_REVIEW_API = contract('final-review', {
  customers: endpoint({
    method: 'GET',
    domain: 'bill',
    path: '/v1/bill/final/customers',
    access: final,
    query: finalListQuery,
    reply: finalCustomerListReply,
  }),
  firms: endpoint({
    method: 'GET',
    domain: 'bill',
    path: '/v1/bill/final/firms',
    access: final,
    query: finalListQuery,
    reply: finalFirmListReply,
  }),
  riskRecords: endpoint({
    method: 'GET',
    domain: 'bill',
    path: '/v1/bill/risk-records',
    access: { permission: P.records, dataScope: 'scoped' },
    query: riskRecordQuery,
    reply: riskRecordListReply,
  }),
});
