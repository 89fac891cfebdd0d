import { SIGNED_IN, contract, endpoint } from '../api/contract';
import { regionDetail, regionParams, regionTreeReply } from './region.schema';

const access = { permission: SIGNED_IN, dataScope: 'none' } as const;

/** The administrative region dictionary: the whole tree (ETag, 304) and one code's detail. */
export const REGION_API = contract('region', {
  tree: endpoint({ method: 'GET', domain: 'default', path: '/v1/regions', access, reply: regionTreeReply }),
  detail: endpoint({ method: 'GET', domain: 'default', path: '/v1/regions/:code', access, params: regionParams, reply: regionDetail }),
});
