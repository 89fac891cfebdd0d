/**
 * The maker-checker rule every approval obeys (decision 0062), pure so that the server refuses
 * and the web hides the buttons by the same words:
 * - the maker of a request (its creator, requester or applicant) never decides it, at any level;
 * - whoever decided an earlier level of the same request does not decide a later one.
 */
export type MakerCheckerInput = {
  /** Who made the request; null when it has no maker on record (seeded history). */
  makerId: number | null;
  /** Who approved the request's earlier levels in its current round. */
  priorApproverIds?: readonly (number | null)[];
  userId: number;
};

export type MakerCheckerRefusal = 'own-request' | 'second-level';

export function makerCheckerRefusal({ makerId, priorApproverIds = [], userId }: MakerCheckerInput): MakerCheckerRefusal | null {
  if (makerId === userId) return 'own-request';
  if (priorApproverIds.includes(userId)) return 'second-level';
  return null;
}

/** Whether `userId` may approve or reject the request at all (its status and permission aside). */
export const mayDecide = (input: MakerCheckerInput) => makerCheckerRefusal(input) === null;

/** Each refusal's one catalogue key. */
export const MAKER_CHECKER_KEY = {
  'own-request': 'makerCheckerOwn',
  'second-level': 'makerCheckerTwice',
} as const satisfies Record<MakerCheckerRefusal, string>;

export const MAKER_CHECKER_MESSAGES = {
  makerCheckerOwn: { 'zh-CN': '不能审批自己发起的申请', 'en-US': 'You cannot decide a request you made' },
  makerCheckerTwice: { 'zh-CN': '同一人不能审批两级', 'en-US': 'The same person cannot decide two levels of one request' },
};
