import {
  BLACKLIST_ENTITY,
  type BlacklistInput,
  type BlacklistListQuery,
  type BlacklistProbe,
  type BlacklistRow,
  maskIdCard,
  maskMobile,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { OrgFilterService } from '../identity/org-filter.service';
import { type BlacklistRecord, blacklistRepository as repo, blacklistWhere } from './blacklist.repository';

const clean = (v: string | null | undefined) => {
  const t = v?.trim().toUpperCase();
  return t ? t : null;
};

/** The blacklist (/blackCustomer/blackCustomerList): a managed list with reasons; adding and removing are audited. */
export function createBlacklistService({ db, clock, orgFilter }: { db: Db; clock: Clock; orgFilter: Pick<OrgFilterService, 'labels'> }) {
  async function present(rows: BlacklistRecord[]): Promise<BlacklistRow[]> {
    const ids = rows.flatMap((r) => (r.removedBy ? [r.addedBy, r.removedBy] : [r.addedBy]));
    const labels = await orgFilter.labels([...new Set(ids)], []);
    const name = (id: number | null) => (id === null ? null : (labels.salespeople.get(id) ?? null));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      idCard: r.idCard ? maskIdCard(r.idCard) : '',
      mobile: r.mobile ? maskMobile(r.mobile) : '',
      reason: r.reason,
      status: r.status,
      addedByName: name(r.addedBy),
      createdAt: r.createdAt.toISOString(),
      removeReason: r.removeReason,
      removedByName: name(r.removedBy),
      removedAt: r.removedAt?.toISOString() ?? null,
    }));
  }

  return {
    /**
     * For other modules (bills are flagged by it): the reason when this ID number or mobile is on
     * the list, else null.
     */
    async isBlacklisted({ idCard, mobile }: BlacklistProbe): Promise<{ reason: string } | null> {
      const hit = await repo.activeMatch(db, clean(idCard), clean(mobile));
      return hit ? { reason: hit.reason } : null;
    },

    list: (query: BlacklistListQuery) => pagedList(db, repo.list, blacklistWhere(query), query, present),

    /** The plain values, for the audited desensitised-data viewer only. */
    async sensitiveValues(id: number) {
      const row = await repo.find(db, id);
      return row ? { idCard: row.idCard, mobile: row.mobile } : null;
    },

    async add(userId: number, input: BlacklistInput, actor: AuditActor) {
      const idCard = clean(input.idCard);
      const mobile = clean(input.mobile);
      return db.transaction(async (tx) => {
        if (await repo.activeMatch(tx, idCard, mobile)) throw new Conflict(keyed('blacklistAlready'));
        const row = await repo.insert(tx, { name: input.name, idCard, mobile, reason: input.reason, addedBy: userId });
        await recordAudit(tx, actor, {
          entity: BLACKLIST_ENTITY,
          entityId: row.id,
          action: 'add',
          after: { name: row.name, idCard: idCard && maskIdCard(idCard), mobile: mobile && maskMobile(mobile), reason: row.reason },
        });
        return { id: row.id };
      });
    },

    /** Removal with a reason: a conditional update (only an active entry), audited; the loser of a race gets a 409. */
    async remove(userId: number, id: number, reason: string, actor: AuditActor) {
      const before = await repo.find(db, id);
      if (!before) throw new NotFound(keyed('blacklistNotFound'));
      await db.transaction(async (tx) => {
        const [removed] = await repo.remove(tx, id, userId, reason, clock.now());
        if (!removed) throw new Conflict(keyed('blacklistRemovedAlready'));
        await recordAudit(tx, actor, {
          entity: BLACKLIST_ENTITY,
          entityId: id,
          action: 'remove',
          before: { status: before.status, reason: before.reason },
          after: { status: 0, removeReason: reason },
        });
      });
    },
  };
}

export type BlacklistService = ReturnType<typeof createBlacklistService>;
