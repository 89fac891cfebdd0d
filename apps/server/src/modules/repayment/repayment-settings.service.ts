import type { RepaymentSettingsBody, RepaymentSettingsReply } from '@lc/shared';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import { Conflict, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type WaterfallSetting, repaymentSettingsRepository as repo } from './repayment-settings.repository';

const present = (s: WaterfallSetting): RepaymentSettingsReply => ({
  waterfall: s.waterfall,
  version: s.version,
  updatedByName: s.updatedByName,
  updatedAt: s.updatedAt?.toISOString() ?? null,
});

/**
 * The waterfall as the firm's setting (decision 0053): read by every allocation inside its own
 * transaction (repayment-apply.service.ts), changed by the admin against the version read, audited.
 */
export function createRepaymentSettings({ db }: { db: Db }) {
  return {
    repaymentSettings: async () => present(await repo.read(db)),
    saveRepaymentSettings: (user: SessionUser, body: RepaymentSettingsBody, actor: AuditActor) =>
      db.transaction(async (tx) => {
        const before = await repo.read(tx);
        const saved = await repo.save(tx, body.waterfall, body.version, { id: user.id, name: user.realName });
        if (!saved) throw new Conflict(keyed('repaymentSettingsStale'));
        await recordAudit(tx, actor, {
          entity: 'repayment_settings',
          entityId: 1,
          action: 'waterfall',
          before: { waterfall: before.waterfall, version: before.version },
          after: { waterfall: body.waterfall, version: saved.version },
        });
        return present(await repo.read(tx));
      }),
  };
}
