import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import { mortgageeDetail, mortgageeInput, mortgageeListQuery, mortgageeListReply, mortgageeUpdate } from './mortgage.schema';

/** /systemSetting/mortgagorManage: every call needs mortgagee_manager; reads and edits stay inside its data scope. */
export const MORTGAGEE_PERMISSION = 'mortgagee_manager';
/** The audit trail's name for these records. */
export const MORTGAGEE_ENTITY = 'mortgage';

/** The writes' success texts (the errors are catalogue keys: mortgage.messages.ts). */
export const MORTGAGEE_MESSAGES = {
  added: { 'zh-CN': '已新增', 'en-US': 'Added' },
  saved: { 'zh-CN': '已保存', 'en-US': 'Saved' },
} as const satisfies Record<string, LocalisedText>;

const scoped = { permission: MORTGAGEE_PERMISSION, dataScope: 'scoped' } as const;

/** The mortgage module's endpoints: the server serves them, the web calls them. */
export const MORTGAGEE_API = contract('mortgage', {
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgage/list',
    access: scoped,
    query: mortgageeListQuery,
    reply: mortgageeListReply,
  }),
  create: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/mortgage',
    // A new record is the creator's own.
    access: { permission: MORTGAGEE_PERMISSION, dataScope: 'own' },
    body: mortgageeInput,
    reply: z.object({ id: z.number().int() }),
    done: MORTGAGEE_MESSAGES.added,
  }),
  detail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/mortgage/:id',
    access: scoped,
    params: recordIdParams,
    reply: mortgageeDetail,
  }),
  update: endpoint({
    method: 'PUT',
    domain: 'default',
    path: '/v1/mortgage/:id',
    access: scoped,
    params: recordIdParams,
    body: mortgageeUpdate,
    done: MORTGAGEE_MESSAGES.saved,
  }),
});
