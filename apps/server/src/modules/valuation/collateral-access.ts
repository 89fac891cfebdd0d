import type { BillService } from '../bill/bill.service';

/**
 * The bills module as valuation sees it (decision 0008): a collateral (mortgageInfoId) is valued
 * and its valuations read only by someone who may read its bill (404 otherwise, as for an id that
 * does not exist), and LTV is the system LTV (decision 0024) only of bills inside the caller's scope.
 */
export type CollateralAccess = Pick<BillService, 'readableCollateral' | 'ltvOfCollateral'>;
