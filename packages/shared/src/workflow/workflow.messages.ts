import type { LocalisedText } from '../route-table/route-table.types';
import { MAKER_CHECKER_KEY, MAKER_CHECKER_MESSAGES } from './maker-checker';
import type { FlowRefusal } from './workflow.types';

/** The flow engine's refusals, each a key of the catalogue (WORKFLOW_MESSAGES below). */
export const FLOW_REFUSAL_KEY = {
  'self-approval': MAKER_CHECKER_KEY['own-request'],
  'second-level': MAKER_CHECKER_KEY['second-level'],
  'not-your-node': 'flowNotYourNode',
  'not-pending': 'flowNotPending',
  'not-returned': 'flowNotReturned',
  'not-applicant': 'flowNotApplicant',
  'already-acted': 'flowAlreadyActed',
  'unknown-node': 'flowUnknownNode',
  'not-earlier-node': 'flowNotEarlierNode',
  'comment-required': 'flowCommentRequired',
} as const satisfies Record<FlowRefusal, string>;

/** The approval-chain service's and the flow engine's own replies, served through the error catalogue. */
export const WORKFLOW_MESSAGES = {
  approvalProcessNotFound: { 'zh-CN': '审批流程不存在', 'en-US': 'The approval process does not exist' },
  approvalPermissionUnknown: { 'zh-CN': '审批权限不存在：{permission}', 'en-US': 'The approval permission does not exist: {permission}' },
  approvalChainStale: {
    'zh-CN': '审批节点已被他人修改，请刷新后重试',
    'en-US': 'The approval steps were changed by someone else, please refresh and retry',
  },
  flowWithoutNodes: { 'zh-CN': '审批流程没有节点', 'en-US': 'The approval process has no steps' },
  flowInstanceNotFound: { 'zh-CN': '审批单据不存在', 'en-US': 'The item under approval does not exist' },
  flowOutOfScope: { 'zh-CN': '该单据不在您的数据权限范围内', 'en-US': 'This item is outside your data scope' },
  ...MAKER_CHECKER_MESSAGES,
  flowNotYourNode: { 'zh-CN': '当前审批节点不属于您', 'en-US': 'The current approval step is not yours' },
  flowNotPending: { 'zh-CN': '单据不在审批中', 'en-US': 'This item is not awaiting approval' },
  flowNotReturned: { 'zh-CN': '只有被退回的单据可以重新提交', 'en-US': 'Only a returned item can be resubmitted' },
  flowNotApplicant: { 'zh-CN': '只有申请人可以执行此操作', 'en-US': 'Only the applicant can do this' },
  flowAlreadyActed: { 'zh-CN': '审批人已处理，不能撤回', 'en-US': 'An approver has already acted: it can no longer be withdrawn' },
  flowUnknownNode: { 'zh-CN': '退回的节点不存在', 'en-US': 'That step does not exist' },
  flowNotEarlierNode: { 'zh-CN': '只能退回到之前的节点', 'en-US': 'You can only send it back to an earlier step' },
  flowCommentRequired: { 'zh-CN': '请填写驳回意见', 'en-US': 'Please give the reason for rejecting' },
  /** The loser of a race between two approvers. */
  flowConflict: {
    'zh-CN': '该单据已被他人处理，请刷新后查看最新状态',
    'en-US': 'Someone else has just acted on this item: refresh to see where it stands',
  },
} as const satisfies Record<string, LocalisedText>;
