import type { Db } from '../../db/client';
import { keyed } from '../../lib/errors';
import type { ApprovalChainService } from '../workflow/approval-chain.service';
import type { FlowEngine } from '../workflow/flow-engine.service';
import type { BillService } from '../bill/bill.service';
import type { LedgerService } from '../ledger/ledger.service';

/** What the request, registration and release services need from the rest of the app. */
export type MortgageFlowDeps = {
  db: Db;
  flow: FlowEngine;
  chains: Pick<ApprovalChainService, 'chainFor'>;
  bills: () => Pick<BillService, 'loanFacts' | 'collateralOf' | 'moveStage'>;
  ledger: Pick<LedgerService, 'loanStatement'>;
};

export const NOT_FOUND = keyed('mortgageNotFound');
export const STALE = keyed('mortgageStale');
