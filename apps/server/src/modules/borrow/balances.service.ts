import {
  BORROW_PERMISSION,
  type CapitalCostQuery,
  type CapitalCostRow,
  type UnpaidFeeQuery,
  type UnpaidFeeRow,
  maskName,
} from '@lc/shared';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { type SessionUser, scopeFor } from '../../core/session-user';
import {
  type CapitalCostRecord,
  type UnpaidFeeRecord,
  balancesRepository as repo,
  capitalCostWhere,
  unpaidFeeWhere,
} from './balances.repository';
import { fen } from '../../lib/money';

const costRow = (fundingParty: string | null, borrowed: Decimal, repaid: Decimal, cost: Decimal): CapitalCostRow => ({
  fundingParty,
  borrowed: fen(borrowed),
  repaid: fen(repaid),
  outstanding: fen(borrowed.minus(repaid)),
  cost: fen(cost),
});
const unpaidRow = (r: UnpaidFeeRecord): UnpaidFeeRow => ({
  ...r,
  customerName: maskName(r.customerName),
  charged: fen(r.charged),
  paid: fen(r.paid),
  outstanding: fen(r.outstanding),
  lastPostedAt: r.lastPostedAt.toISOString(),
});

/** capitalCost and unpaidProjectBills: balances off the ledger, per funding party and per loan. */
export function createBalances({ db }: { db: Db }) {
  return {
    /** One row per funding party, then their sum (fundingParty null), added up as decimals. */
    async capitalCost(q: CapitalCostQuery) {
      const groups = await repo.capitalCost(db, capitalCostWhere(q));
      const sum = (pick: (g: CapitalCostRecord) => string) => groups.reduce((s, g) => s.plus(pick(g)), new Decimal(0));
      const rows = groups.map((g) => costRow(g.fundingParty, new Decimal(g.borrowed), new Decimal(g.repaid), new Decimal(g.cost)));
      return {
        list: [
          ...rows,
          costRow(
            null,
            sum((g) => g.borrowed),
            sum((g) => g.repaid),
            sum((g) => g.cost),
          ),
        ],
      };
    },
    unpaidFees: (user: SessionUser, q: UnpaidFeeQuery) =>
      pagedList(db, repo.unpaidFees, unpaidFeeWhere(scopeFor(user, BORROW_PERMISSION.unpaidFees), q), q, (rows) => rows.map(unpaidRow)),
  };
}
