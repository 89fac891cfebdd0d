import { MAKER_CHECKER_KEY, type MakerCheckerInput, makerCheckerRefusal } from '@lc/shared';
import { Forbidden, keyed } from '../../lib/errors';

/** A request as the maker-checker rule reads it: who made it, and who approved its earlier levels. */
export type MadeBy = Omit<MakerCheckerInput, 'userId'>;

/**
 * The server's one maker-checker guard (decision 0062), called by every approval decision before
 * it moves anything: 403 with the one catalogue message when the rule refuses. The flow engine
 * applies the same rule through `decide`; requests outside the engine call this.
 */
export function assertMayDecide(user: { id: number }, request: MadeBy): void {
  const refusal = makerCheckerRefusal({ ...request, userId: user.id });
  if (refusal) throw new Forbidden(keyed(MAKER_CHECKER_KEY[refusal]));
}
