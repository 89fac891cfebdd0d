import { TRANSFER_BLACKLIST_ENTITY, type TransferBlacklistInput, type TransferBlacklistReply } from '@lc/shared';
import type { Db } from '../../db/client';
import { Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import type { SessionUser } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { StaffAccounts } from '../identity/staff-accounts.service';
import { archiveBlacklistRepository as repo } from './archive-blacklist.repository';

export type ArchiveBlacklistDeps = { db: Db; clock: Clock; accounts: Pick<StaffAccounts, 'list' | 'findInScope'> };

const ALL = { all: true } as const;

/**
 * The transfer blacklist (/getArchivesManage/blacklist): staff listed here may not request files;
 * the transfer request checks it. Adding and removing are audited with the reason.
 */
export function createArchiveBlacklistService({ db, clock, accounts }: ArchiveBlacklistDeps) {
  return {
    isListed: (userId: number) => repo.isListed(db, userId),

    async list(): Promise<TransferBlacklistReply> {
      const [rows, staff] = await Promise.all([
        repo.list(db),
        accounts.list(db, { pageNum: 1, pageSize: 100, status: 1 }, ALL, clock.now()),
      ]);
      const listed = new Set(rows.map((r) => r.userId));
      const named = await Promise.all(rows.map(async (r) => ({ r, u: await accounts.findInScope(db, r.userId, ALL) })));
      return {
        list: named.map(({ r, u }) => ({
          userId: r.userId,
          name: u?.realName ?? '',
          mobile: u?.mobile ?? '',
          reason: r.reason,
          addedByName: r.addedByName,
          addedAt: r.addedAt.toISOString(),
        })),
        candidates: staff.list.filter((s) => !listed.has(s.id)).map((s) => ({ id: s.id, name: `${s.realName} ${s.mobile}` })),
      };
    },

    async add(user: SessionUser, input: TransferBlacklistInput, audit: AuditActor) {
      if (!(await accounts.findInScope(db, input.userId, ALL))) throw new Validation(keyed('archiveApproverUnknown'));
      await db.transaction(async (tx) => {
        const row = { userId: input.userId, reason: input.reason, addedBy: user.id, addedByName: user.realName };
        const [added] = await repo.add(tx, row);
        if (added) await recordAudit(tx, audit, { entity: TRANSFER_BLACKLIST_ENTITY, entityId: input.userId, action: 'add', after: row });
      });
      return null;
    },

    async remove(userId: number, audit: AuditActor) {
      await db.transaction(async (tx) => {
        const [removed] = await repo.remove(tx, userId);
        if (removed) {
          await recordAudit(tx, audit, {
            entity: TRANSFER_BLACKLIST_ENTITY,
            entityId: userId,
            action: 'remove',
            before: { userId, reason: removed.reason },
          });
        }
      });
      return null;
    },
  };
}
export type ArchiveBlacklistService = ReturnType<typeof createArchiveBlacklistService>;
