import type { SessionUser } from '../../core/session-user';
import type { AuditActor } from '../audit/audit.service';
import type { ArchiveService } from '../archive/archive.module';
import type { MortgageService } from '../mortgage/mortgage.module';

/** What settlement starts in other modules, through their services (decision 0048). */
export type SettlementDeps = {
  releases: () => Pick<MortgageService['releases'], 'openOnSettlement' | 'liveOfBill'>;
  archive: () => Pick<ArchiveService['items'], 'queueReturn' | 'returnQueueOf'>;
  /** Transfers with documents out wait for the settlement confirmation (decision 0057). */
  archiveTransfers: () => Pick<ArchiveService['settlements'], 'onSettlement'>;
  /** Every loan of the bill settled on the ledger (the mortgage module's gate, decision 0032). */
  billSettled: (billId: number) => Promise<boolean>;
};

export type SettlementFollowUps = { mortgageRelease: { id: number; status: number } | null; archiveToReturn: number };

/**
 * A settled loan's bill, once every loan of it is settled on the ledger: its mortgage release
 * request opened (when the mortgage is registered), its archive documents queued for return, and
 * its transfers with documents out set to wait for the settlement confirmation.
 * Both are idempotent, so running this again (settleStatus does) only starts what is missing.
 */
export async function startSettlementFollowUps(
  deps: SettlementDeps,
  user: SessionUser,
  billId: number,
  audit: AuditActor,
): Promise<SettlementFollowUps> {
  // The documents and the mortgage secure the whole bill: nothing goes back while another of its loans owes.
  if (!(await deps.billSettled(billId))) return settlementFollowUpsOf(deps, billId);
  const release = await deps.releases().openOnSettlement(user, billId, audit);
  await deps.archive().queueReturn(billId, user, audit);
  await deps.archiveTransfers().onSettlement(billId, user, audit);
  return { mortgageRelease: release ?? null, archiveToReturn: await deps.archive().returnQueueOf(billId) };
}

/** The follow-ups as they stand, without starting any (a loan not settled yet). */
export async function settlementFollowUpsOf(deps: SettlementDeps, billId: number): Promise<SettlementFollowUps> {
  const release = await deps.releases().liveOfBill(billId);
  return { mortgageRelease: release ?? null, archiveToReturn: await deps.archive().returnQueueOf(billId) };
}
