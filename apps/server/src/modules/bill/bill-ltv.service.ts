import { type BillLtv, type CollateralValuations, systemLtv } from '@lc/shared';
import Decimal from 'decimal.js';
import { type ChangeFeed, createChangeCache } from '../../db/change-feed';
import { deepFreeze } from '../../lib/compiled-json';
import type { Db } from '../../db/client';
import type { ScopeFilter } from '../../core/data-scope';
import type { SessionUser } from '../../core/session-user';
import { billInScope, billReadScopes } from './bill-access.service';
import { billRepository as repo } from './bill.repository';

/** What the bills read of valuation (decision 0024): the configured limit and each collateral's latest per channel. */
export type BillValuations = {
  ltvLimit: string;
  latestPerChannel: (mortgageIds: number[], scopes: readonly ScopeFilter[]) => Promise<CollateralValuations[]>;
};
export type BillLtvDeps = { db: Db; valuations: BillValuations; changes: ChangeFeed };

/**
 * The valuations a reader's LTV counts: their own, and those inside any scope they read bills by,
 * so one reader sees one figure on every page and nobody else's valuation moves it.
 */
export const valuationScopesOf = (user: SessionUser): ScopeFilter[] => [
  { all: false, userIds: [user.id], groupIds: [], departmentCodes: [], areaCodes: [] },
  ...billReadScopes(user),
];

/** The bills' system LTV (one definition: systemLtv in shared), a page of bills at a time. */
export function createBillLtv({ db, valuations, changes }: BillLtvDeps) {
  // The configured ratio as the pages show it: "0.7" reads "0.70", "0.6875" keeps its digits.
  const configured = new Decimal(valuations.ltvLimit);
  const limit = configured.toFixed(Math.max(2, configured.decimalPlaces()));

  // A page's LTVs are kept, per reader's scopes and the page's bills and amounts, until its bills,
  // their collateral or any valuation change (migration 0021 announces those tables): a list page
  // then costs its page query alone, and no LTV is worked out again (issue 31). Kept values are frozen.
  const kept = createChangeCache<Map<number, BillLtv>>(changes, {
    tables: ['bills', 'bill_mortgages', 'valuation_records'],
    ttlMs: 60_000,
    maxEntries: 10_000,
  });

  /** Each bill's LTV from one query over the page's collateral. */
  async function ofBills(bills: readonly { id: number; borrowAmount: string }[], scopes: readonly ScopeFilter[], scopesKey?: string) {
    if (!bills.length) return new Map<number, BillLtv>();
    const key = `${scopesKey ?? JSON.stringify(scopes)}\u0000${bills.map((b) => `${b.id}:${b.borrowAmount}`).join(',')}`;
    return kept.get(key, async () => {
      const facts = await repo.ltvFactsOf(
        db,
        bills.map((b) => b.id),
        scopes,
      );
      return new Map<number, BillLtv>(
        bills.map((bill) => {
          const own = facts.filter((f) => f.billId === bill.id);
          const declared = own.flatMap((f) => (f.declared === null ? [] : [f.declared]));
          return [bill.id, deepFreeze({ ...systemLtv(bill.borrowAmount, own, limit), limit, declared })];
        }),
      );
    });
  }

  /** A reader's valuation scopes and their key, once per session user (the session cache keeps that object). */
  const readerScopes = new WeakMap<SessionUser, { scopes: ScopeFilter[]; key: string }>();
  const scopesOfReader = (user: SessionUser) => {
    let made = readerScopes.get(user);
    if (!made) {
      const scopes = valuationScopesOf(user);
      readerScopes.set(user, (made = { scopes, key: JSON.stringify(scopes) }));
    }
    return made;
  };

  return {
    ltvLimit: limit,
    ofBills,
    /** A reader's LTV of each bill of a page (lists and inboxes). */
    forReader: (user: SessionUser, bills: readonly { id: number; borrowAmount: string }[]) => {
      const { scopes, key } = scopesOfReader(user);
      return ofBills(bills, scopes, key);
    },
    /** The latest valuation per channel of a bill's collateral, as the reader may count them. */
    valuationsOf: (user: SessionUser, mortgageIds: number[]) => valuations.latestPerChannel(mortgageIds, scopesOfReader(user).scopes),

    /**
     * The valuation list's LTV (one definition): collateral id → its bill's amount and system LTV,
     * for bills inside `scope`, counting the valuations inside that same scope.
     */
    async ofCollateral(mortgageIds: number[], scope: ScopeFilter) {
      const rows = (await repo.billsOfCollateral(db, mortgageIds)).filter((r) => billInScope(scope, r));
      const byBill = new Map(rows.map((r) => [r.billId, { id: r.billId, borrowAmount: r.borrowAmount }]));
      const ltv = await ofBills([...byBill.values()], [scope]);
      return new Map(rows.map((r) => [r.mortgageId, { billAmount: r.borrowAmount, ltv: ltv.get(r.billId)! }]));
    },
  };
}
export type BillLtvReader = ReturnType<typeof createBillLtv>;
