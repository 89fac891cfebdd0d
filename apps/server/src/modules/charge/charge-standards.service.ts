import {
  CHARGE_STANDARD_ENTITY,
  type ChargeStandardDetail,
  type ChargeStandardListQuery,
  type ChargeStandardListReply,
  type ChargeStandardUpdate,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { chargeRepository as repo } from './charge.repository';

const NOT_FOUND = keyed('chargeStandardNotFound');
const NO_VERSION = keyed('chargeVersionNotFound');
const STALE = keyed('chargeStandardStale');

/** Charge standards (/borrowManage/borrowCost, chargeStandard, addCost): versioned, every edit audited. */
export function createChargeStandards({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Five rows: paged in memory, so the list block's paging holds. */
    async list(q: ChargeStandardListQuery): Promise<ChargeStandardListReply> {
      const rows = (await repo.standards(db)).map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
      const list = rows.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
      return { list, total: rows.length, totalExact: true };
    },

    /** One version (the current one by default), read-only unless it is the current one, and the history. */
    async detail(code: string, versionNo?: number): Promise<ChargeStandardDetail> {
      const standard = await repo.standard(db, code);
      if (!standard) throw new NotFound(NOT_FOUND);
      const version = await repo.version(db, code, versionNo ?? standard.version);
      if (!version) throw new NotFound(NO_VERSION);
      const [items, versions] = await Promise.all([repo.items(db, version.id), repo.versions(db, code)]);
      const summary = (r: { versionNo: number; remark: string | null; createdAt: Date; createdByName: string | null }) => ({
        versionNo: r.versionNo,
        remark: r.remark,
        createdAt: r.createdAt.toISOString(),
        createdByName: r.createdByName,
      });
      return { code, currentVersion: standard.version, ...summary(version), items, versions: versions.map(summary) };
    },

    /**
     * An edit is the next version: the standard moves on only from the version the editor read
     * (the conditional update also makes a concurrent editor wait, then lose with a 409), then
     * the version and its items are inserted. Old versions are never touched.
     */
    async update(code: string, input: ChargeStandardUpdate, actor: AuditActor) {
      const next = input.version + 1;
      return db.transaction(async (tx) => {
        const standard = await repo.standard(tx, code);
        if (!standard) throw new NotFound(NOT_FOUND);
        const before = await repo.version(tx, code, standard.version);
        const now = clock.now();
        const [moved] = await repo.advance(tx, code, input.version, next, now);
        if (!moved) throw new Conflict(STALE);
        const remark = input.remark?.trim() || null;
        await repo.insertVersion(
          tx,
          { standardCode: code, versionNo: next, remark, createdBy: actor.actorId, createdByName: actor.actorName, createdAt: now },
          input.items,
        );
        await recordAudit(tx, actor, {
          entity: CHARGE_STANDARD_ENTITY,
          entityId: code,
          action: 'new_version',
          before: before && { versionNo: before.versionNo, items: await repo.items(tx, before.id) },
          after: { versionNo: next, remark, items: input.items },
        });
        return { versionNo: next };
      });
    },
  };
}
export type ChargeStandards = ReturnType<typeof createChargeStandards>;
