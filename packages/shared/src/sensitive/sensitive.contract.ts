import { SIGNED_IN, contract, endpoint } from '../api/contract';
import { encryptRecordQuery, encryptRecordReply, maskedFieldsReply, sensitiveRecordQuery } from './sensitive.schema';

/**
 * Open to signed-in users at the route; each entity's own permission and data scope are checked
 * by the service, since one route serves every registered entity.
 */
const access = { permission: SIGNED_IN, dataScope: 'scoped' } as const;

/** Masked data (spec 000 §7, 001 §7). */
export const SENSITIVE_API = contract('sensitive', {
  /** Ours: the masked values of a record's registered fields, for the viewer's left column. */
  maskedFields: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/view/encrypt_fields',
    access,
    query: sensitiveRecordQuery,
    reply: maskedFieldsReply,
  }),
  /** GET /view/encrypt_record: a generic call whose reply is read at data.data. */
  reveal: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/view/encrypt_record',
    access,
    query: encryptRecordQuery,
    reply: encryptRecordReply,
  }),
});
