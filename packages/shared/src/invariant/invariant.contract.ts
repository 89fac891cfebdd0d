import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import type { LocalisedText } from '../route-table/route-table.types';
import { invariantLatestReply } from './invariant.schema';

/** /systemSetting/moneyInvariants (ours, decision 0067): the admin's only by default; the books are the firm's, no row scope. */
export const INVARIANT_PERMISSION = 'money_invariant_check';
/** The audit trail's name for a run. */
export const INVARIANT_ENTITY = 'invariant_run';

/** The run's success text, with the breaches it found. */
export const INVARIANT_MESSAGES = {
  ran: { 'zh-CN': '检查完成，发现{count}处不一致', 'en-US': 'Check finished: {count} breaches found' },
} as const satisfies Record<string, LocalisedText>;

const admin = { permission: INVARIANT_PERMISSION, dataScope: 'none' } as const;

/** The money invariant check's endpoints: the latest run, and a run now. */
export const INVARIANT_API = contract('invariant', {
  latest: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/invariant/latest',
    access: admin,
    reply: invariantLatestReply,
  }),
  run: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/invariant/run',
    access: admin,
    body: z.object({}),
    reply: invariantLatestReply,
  }),
});
