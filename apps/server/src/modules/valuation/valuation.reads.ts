// The valuation module's read surface (decision 0075): a collateral's chosen valuation, for the
// bill list's LTV (decision 0024). Only repositories import it.
export { chosenValuation } from './valuation.repository';
