import { z } from 'zod';
import type { StatusCode } from '../dictionaries/status-lists';
import { INT_MAX, id } from '../validation/primitives';

/*
 * The engine's wire contract, the same for every process that reuses it: the action bodies,
 * the operation records and the per-item results of a bulk action.
 */

/** The flow version the actor read: a stale one gets a 409 (someone else acted first). */
export const flowVersionField = z
  .number({ error: '缺少审批版本号' })
  .int('缺少审批版本号')
  .min(0, '缺少审批版本号')
  .max(INT_MAX, '缺少审批版本号');
const comment = z.string().trim().max(500, '审批意见最多500个字符');

export const flowApproveBody = z.object({ flowVersion: flowVersionField, comment: comment.optional() });
export type FlowApproveBody = z.infer<typeof flowApproveBody>;

/** Reject to the applicant, or back to an earlier node by its key. */
export const flowRejectBody = z.object({
  flowVersion: flowVersionField,
  comment: comment.min(1, '请填写驳回意见'),
  to: z.union([z.literal('applicant'), z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, '退回的节点不存在')]).default('applicant'),
});
export type FlowRejectBody = z.infer<typeof flowRejectBody>;

export const flowWithdrawBody = z.object({ flowVersion: flowVersionField, comment: comment.optional() });
export type FlowWithdrawBody = z.infer<typeof flowWithdrawBody>;

export const flowBulkBody = z.object({
  action: z.enum(['approve', 'reject'], { error: '请选择批量通过或驳回' }),
  comment: comment.optional(),
  items: z
    .array(z.object({ id, flowVersion: flowVersionField }))
    .min(1, '请至少选择一条')
    .max(100, '一次最多处理100条'),
});
export type FlowBulkBody = z.infer<typeof flowBulkBody>;

/** One item's outcome: ok, or the HTTP status and message it would have got alone. */
export const flowBulkResult = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  status: z.number().int(),
  msg: z.string(),
});
export const flowBulkReply = z.object({ results: z.array(flowBulkResult), succeeded: z.number().int(), failed: z.number().int() });
export type FlowBulkReply = z.infer<typeof flowBulkReply>;

/** The records that move an instance (a decision, a submission). */
export const FLOW_TRANSITION_ACTIONS = [
  'submit',
  'approve',
  'reject',
  'withdraw',
  'resubmit',
] as const satisfies readonly StatusCode<'flowResult'>[];
/**
 * Lines that move nothing but belong on the subject's operation record (decision 0071): a bill's
 * document deleted, a property's mortgage registered, a certificate image added afterwards, a grant's
 * draw paid out.
 */
export const FLOW_NOTE_ACTIONS = [
  'documentRemove',
  'register',
  'imageAdd',
  'payout',
] as const satisfies readonly StatusCode<'flowResult'>[];
export type FlowNoteAction = (typeof FLOW_NOTE_ACTIONS)[number];
export type FlowTransitionAction = (typeof FLOW_TRANSITION_ACTIONS)[number];
export const isFlowNote = (action: string): action is FlowNoteAction => (FLOW_NOTE_ACTIONS as readonly string[]).includes(action);
/** Labels: STATUS_LISTS.flowResult. */
export const FLOW_RECORD_ACTIONS = [...FLOW_TRANSITION_ACTIONS, ...FLOW_NOTE_ACTIONS] as const;
export type FlowRecordAction = (typeof FLOW_RECORD_ACTIONS)[number];

/** The operation-record stripe of a detail page: who did what at which node, newest last. */
export const flowRecordRow = z.object({
  id: z.number().int(),
  action: z.enum(FLOW_RECORD_ACTIONS),
  fromNode: z.string().nullable(),
  toNode: z.string().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorId: z.number().int(),
  actorName: z.string(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type FlowRecordRow = z.infer<typeof flowRecordRow>;

/** Where an instance stands, for a detail page and its action buttons. */
export const flowStateRow = z.object({
  instanceId: z.number().int(),
  status: z.enum(['pending', 'returned', 'approved', 'withdrawn']),
  nodeIndex: z.number().int(),
  nodes: z.array(z.object({ key: z.string(), title: z.object({ 'zh-CN': z.string(), 'en-US': z.string() }), permission: z.string() })),
  currentNode: z.string().nullable(),
  untouched: z.boolean(),
  version: z.number().int(),
  /** The maker and the earlier nodes' approvers: the web offers the decision by the maker-checker rule (decision 0062). */
  applicantId: z.number().int(),
  approverIds: z.array(z.number().int()),
});
export type FlowStateRow = z.infer<typeof flowStateRow>;
