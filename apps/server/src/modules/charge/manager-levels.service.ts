import {
  CHARGE_PERMISSION,
  type ManagerLevel,
  type ManagerLevelListQuery,
  type ManagerLevelListReply,
  SALESPERSON_ROLE_ID,
  isManagerLevel,
  maskMobile,
} from '@lc/shared';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { Db } from '../../db/client';
import { NotFound, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { StaffAccounts } from '../identity/staff-accounts.service';
import { chargeRepository as repo } from './charge.repository';

const MANAGER_LEVEL_ENTITY = 'customer_manager_level';
const USER_STATUS_ACTIVE = 1;

/**
 * Who prices at which level (spec 000 §6): the salespeople (role 11) in the reader's areas, read
 * through identity's accounts, each with the level set here. A change prices the salesperson's
 * next bills; a bill already priced keeps the level it was priced at (decision 0029).
 */
export function createManagerLevels({ db, clock, staff }: { db: Db; clock: Clock; staff: () => StaffAccounts }) {
  return {
    async list(user: SessionUser, q: ManagerLevelListQuery): Promise<ManagerLevelListReply> {
      const query = {
        pageNum: q.pageNum,
        pageSize: q.pageSize,
        keyword: q.keyword,
        roleId: SALESPERSON_ROLE_ID,
        status: USER_STATUS_ACTIVE,
      };
      const page = await staff().list(db, query, scopeFor(user, CHARGE_PERMISSION), clock.now());
      const levels = new Map(
        (
          await repo.levelsOf(
            db,
            page.list.map((r) => r.id),
          )
        ).map((l) => [l.userId, l]),
      );
      const list = page.list.map((r) => {
        const set = levels.get(r.id);
        return {
          id: r.id,
          realName: r.realName,
          mobile: maskMobile(r.mobile),
          areaCode: r.areaCode,
          level: set && isManagerLevel(set.level) ? set.level : ('other' as const),
          assigned: set !== undefined,
          updatedAt: set ? set.updatedAt.toISOString() : null,
        };
      });
      return { list, total: page.total, totalExact: page.totalExact ?? true };
    },

    /** Only a salesperson the reader may see; the change and what it replaced are audited. */
    async update(user: SessionUser, id: number, level: ManagerLevel, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const account = await staff().findInScope(tx, id, scopeFor(user, CHARGE_PERMISSION));
        if (!account || !account.roleIds.includes(SALESPERSON_ROLE_ID)) throw new NotFound(keyed('chargeManagerNotFound'));
        const before = (await repo.managerLevel(tx, id)) ?? null;
        await repo.setManagerLevel(tx, id, level, clock.now());
        await recordAudit(tx, actor, {
          entity: MANAGER_LEVEL_ENTITY,
          entityId: String(id),
          action: 'update',
          before: { level: before },
          after: { level },
        });
        return { level };
      });
    },
  };
}
export type ManagerLevels = ReturnType<typeof createManagerLevels>;
