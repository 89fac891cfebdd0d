import type { BillLtv } from '@lc/shared';
import type { ScopeFilter } from '../../core/data-scope';
import type { SessionUser } from '../../core/session-user';

/**
 * The bills module as valuation sees it (decision 0008): a collateral (mortgageInfoId) is valued
 * and its valuations read only by someone who may read its bill (404 otherwise, as for an id that
 * does not exist), and LTV is the system LTV (decision 0024) only of bills inside the caller's scope.
 * Declared here, not taken from the bill service's type: the bills read valuation's chosen
 * valuation (valuation.reads.ts), so valuation depends on no bill file (decision 0075).
 */
export type CollateralAccess = {
  readableCollateral(user: SessionUser, mortgageId: number): Promise<void>;
  /** Collateral id → its bill's amount and system LTV, for the bills inside `scope`. */
  ltvOfCollateral(mortgageIds: number[], scope: ScopeFilter): Promise<ReadonlyMap<number, { billAmount: string; ltv: BillLtv }>>;
};
