import type { FinalListQuery, RiskRecordQuery } from '@lc/shared';
import type { Db } from '../../db/client';
import type { ScopeFilter } from '../../core/data-scope';
import { type BorrowerKind, billReviewRepository as repo } from './bill-review.repository';

/** The bill reads final review builds on (decision 0019: final review uses the bill service). */
export function createBillReview({ db }: { db: Db }) {
  return {
    /** Bills in `scope` at or past the node of `finalPermission`, or approved, with their review facts. */
    finalPage: (scope: ScopeFilter, finalPermission: string, q: FinalListQuery, kind: BorrowerKind) =>
      repo.finalPage(db, scope, finalPermission, q, kind),
    /** Decisions at the risk nodes on bills in `scope`, newest first. */
    riskRecordPage: (scope: ScopeFilter, q: RiskRecordQuery) => repo.riskRecordPage(db, scope, q),
  };
}
