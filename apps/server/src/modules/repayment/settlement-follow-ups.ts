import type { SessionUser } from '../../core/session-user';
import type { AuditActor } from '../audit/audit.service';
import type { ArchiveService } from '../archive/archive.module';
import type { MortgageService } from '../mortgage/mortgage.module';

/** What settlement starts in other modules, through their services (decision 0042). */
export type SettlementDeps = {
  releases: () => Pick<MortgageService['releases'], 'openOnSettlement' | 'liveOfBill'>;
  archive: () => Pick<ArchiveService['items'], 'queueReturn' | 'returnQueueOf'>;
};

export type SettlementFollowUps = { mortgageRelease: { id: number; status: number } | null; archiveToReturn: number };

/**
 * A settled loan's bill: its mortgage release request opened (when the mortgage is registered and
 * every loan of the bill is settled on the ledger) and its archive documents queued for return.
 * Both are idempotent, so running this again (settleStatus does) only starts what is missing.
 */
export async function startSettlementFollowUps(
  deps: SettlementDeps,
  user: SessionUser,
  billId: number,
  audit: AuditActor,
): Promise<SettlementFollowUps> {
  const release = await deps.releases().openOnSettlement(user, billId, audit);
  await deps.archive().queueReturn(billId, user, audit);
  return { mortgageRelease: release ?? null, archiveToReturn: await deps.archive().returnQueueOf(billId) };
}

/** The follow-ups as they stand, without starting any (a loan not settled yet). */
export async function settlementFollowUpsOf(deps: SettlementDeps, billId: number): Promise<SettlementFollowUps> {
  const release = await deps.releases().liveOfBill(billId);
  return { mortgageRelease: release ?? null, archiveToReturn: await deps.archive().returnQueueOf(billId) };
}
