import {
  BILL_PERMISSION,
  CHANNEL_ENTITY,
  CHANNEL_OPTIONS_LIMIT,
  CHANNEL_FEE_RULE_ENTITY,
  CHANNEL_PERMISSION,
  type ChannelDetail,
  type ChannelInput,
  type ChannelListQuery,
  type ChannelOptionsQuery,
  type ChannelOptionsReply,
  type ChannelRow,
  type ChannelUpdate,
  type FeeRuleInput,
  type FeeRuleOption,
  type FeeRuleRow,
  feeRuleLabel,
  maskMobile,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { type ScopeFilter, scopeFromRoles } from '../../core/data-scope';
import { Conflict, NotFound, keyed } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { OrgFilterService } from '../identity/org-filter.service';
import { type SessionUser, scopeFor, placeOf } from '../../core/session-user';
import { type ChannelRecord, type FeeRuleRecord, channelRepository as repo, channelWhere } from './channel.repository';

const normalised = (input: ChannelInput) => ({
  channelCompanyName: input.channelCompanyName,
  channelSource: input.channelSource,
  channelContactName: input.channelContactName,
  channelContactMobile: input.channelContactMobile,
  channelNotes: input.channelNotes || null,
});
type ChannelValues = ReturnType<typeof normalised>;
const valuesOf = (r: ChannelRecord): ChannelValues => ({
  channelCompanyName: r.channelCompanyName,
  channelSource: r.channelSource,
  channelContactName: r.channelContactName,
  channelContactMobile: r.channelContactMobile,
  channelNotes: r.channelNotes,
});
/** The audit trail records that the contact's mobile changed, not the number. */
const auditView = (v: ChannelValues) => ({ ...v, channelContactMobile: maskMobile(v.channelContactMobile) });

/** Fee rates are kept at numeric(12,8); the reply drops the trailing zeros the column adds. */
const trimRate = (rate: string | null) => (rate === null ? null : rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));

const feeRuleRow = (r: FeeRuleRecord): FeeRuleRow => ({
  id: r.id,
  channelId: r.channelId,
  ruleName: r.ruleName,
  borrowTypes: r.borrowTypes,
  feeMode: r.feeMode,
  feeRate: trimRate(r.feeRate),
  feeAmount: r.feeAmount,
  minLoanAmount: r.minLoanAmount,
  maxLoanAmount: r.maxLoanAmount,
  effectiveFrom: r.effectiveFrom,
  effectiveTo: r.effectiveTo,
  notes: r.notes,
  createdAt: r.createdAt.toISOString(),
});

const ruleOption = (r: FeeRuleRecord): FeeRuleOption => {
  const row = feeRuleRow(r);
  const { borrowTypes, minLoanAmount, maxLoanAmount, effectiveFrom, effectiveTo } = row;
  return { id: r.id, label: feeRuleLabel(row), terms: { borrowTypes, minLoanAmount, maxLoanAmount, effectiveFrom, effectiveTo } };
};

/** What a bill learns of its channel: names, the contact (mobile in the clear) and the picked fee rule. */
export type BillChannelFacts = { name: string; contactName: string; contactMobile: string; feeRule: FeeRuleOption | null };

/**
 * The channels a user may read (decision 0013): those inside their channel_manage scope, and, for
 * whoever names channels on bills (bill_create_list), the channels of their own area. A
 * salesperson brings business through their office's channels, never another city's.
 */
function readableChannels(user: SessionUser): ScopeFilter {
  const scopes = user.roles.filter((r) => r.codes.includes(CHANNEL_PERMISSION)).map((r) => r.scope);
  return scopeFromRoles(user, user.permissions.has(BILL_PERMISSION.create) ? [...scopes, 'area'] : scopes);
}

/** Channels (/billManage/channelManage) and their fee rules (freeRuleAdd), scoped to the staff who manage them. */
export function createChannelService({ db, orgFilter }: { db: Db; orgFilter: Pick<OrgFilterService, 'labels'> }) {
  async function present(rows: { channel: ChannelRecord; feeRuleCount: number }[]): Promise<ChannelRow[]> {
    const labels = await orgFilter.labels([...new Set(rows.map((r) => r.channel.ownerId))], []);
    return rows.map(({ channel: r, feeRuleCount }) => ({
      channelId: r.id,
      channelCompanyName: r.channelCompanyName,
      channelSource: r.channelSource,
      channelContactName: r.channelContactName,
      channelContactMobile: maskMobile(r.channelContactMobile),
      channelNotes: r.channelNotes,
      feeRuleCount,
      areaCode: r.areaCode,
      ownerName: labels.salespeople.get(r.ownerId) ?? null,
      createdAt: r.createdAt.toISOString(),
      version: r.version,
    }));
  }

  async function mustFind(user: SessionUser, id: number) {
    const found = await repo.find(db, id, scopeFor(user, CHANNEL_PERMISSION));
    if (!found) throw new NotFound(keyed('channelNotFound'));
    return found;
  }

  return {
    list: (user: SessionUser, query: ChannelListQuery) =>
      pagedList(db, repo.list, channelWhere(scopeFor(user, CHANNEL_PERMISSION), query), query, present),

    async detail(user: SessionUser, id: number): Promise<ChannelDetail> {
      const found = await mustFind(user, id);
      const rules = await repo.feeRules(db, id);
      const [shown] = await present([{ channel: found, feeRuleCount: rules.length }]);
      return { ...shown!, feeRules: rules.map(feeRuleRow) };
    },

    /** The bill form's picker: the channels the user may read, the contact's mobile masked, each with its fee rules. */
    async options(user: SessionUser, query: ChannelOptionsQuery): Promise<ChannelOptionsReply> {
      const found = await repo.options(db, query, CHANNEL_OPTIONS_LIMIT, readableChannels(user));
      const rules = await repo.feeRulesOf(
        db,
        found.map((f) => f.id),
      );
      return {
        list: found.map((f) => ({
          channelId: f.id,
          name: f.name,
          contactName: f.contactName,
          contactMobile: maskMobile(f.contactMobile),
          feeRules: rules.filter((r) => r.channelId === f.id).map(ruleOption),
        })),
      };
    },

    /**
     * A channel the user may read, by id, and, when asked, one of its own fee rules (feeRule null:
     * not this channel's) with the terms it applies on: the bill service's check on save and the
     * contact a bill copies. Null: no such channel, or not one the user may read (told alike).
     * Server-side only: the contact's mobile is plain.
     */
    async optionOf(user: SessionUser, channelId: number, chargeRuleId?: number): Promise<BillChannelFacts | null> {
      if (!Number.isSafeInteger(channelId)) return null;
      const [found] = await repo.options(db, { channelId }, 1, readableChannels(user));
      if (!found) return null;
      const rule = chargeRuleId === undefined ? undefined : (await repo.feeRulesOf(db, [channelId])).find((r) => r.id === chargeRuleId);
      const { name, contactName, contactMobile } = found;
      return { name, contactName, contactMobile, feeRule: rule ? ruleOption(rule) : null };
    },

    /** The names a saved bill's detail shows for its channel and fee rule, to whoever may read the bill. */
    async namesOf(channelId: number, chargeRuleId: number | null): Promise<{ name: string; feeRule: FeeRuleOption | null } | null> {
      const [found] = await repo.options(db, { channelId }, 1, null);
      if (!found) return null;
      const rule = chargeRuleId === null ? undefined : (await repo.feeRulesOf(db, [channelId])).find((r) => r.id === chargeRuleId);
      return { name: found.name, feeRule: rule ? ruleOption(rule) : null };
    },

    /** The contact's plain mobile, for the audited desensitised-data viewer only. */
    async sensitiveValues(user: SessionUser, id: number) {
      const found = await repo.find(db, id, scopeFor(user, CHANNEL_PERMISSION));
      return found ? { channelContactMobile: found.channelContactMobile } : null;
    },

    async create(user: SessionUser, input: ChannelInput, actor: AuditActor) {
      const values = normalised(input);
      return db.transaction(async (tx) => {
        const created = await repo.insert(tx, {
          ...values,
          ...placeOf(user),
          ownerId: user.id,
        });
        await recordAudit(tx, actor, { entity: CHANNEL_ENTITY, entityId: created.id, action: 'create', after: auditView(values) });
        return { channelId: created.id };
      });
    },

    async update(user: SessionUser, id: number, input: ChannelUpdate, actor: AuditActor) {
      const before = await mustFind(user, id);
      const values = normalised({ ...input, channelContactMobile: input.channelContactMobile || before.channelContactMobile });
      await db.transaction(async (tx) => {
        const updated = await repo.update(tx, id, input.version, values);
        if (!updated.length) throw new Conflict(keyed('channelStale'));
        await recordAudit(tx, actor, {
          entity: CHANNEL_ENTITY,
          entityId: id,
          action: 'update',
          before: auditView(valuesOf(before)),
          after: auditView(values),
        });
      });
    },

    async addFeeRule(user: SessionUser, channelId: number, input: FeeRuleInput, actor: AuditActor): Promise<FeeRuleRow> {
      await mustFind(user, channelId);
      const byRate = input.feeMode === 1;
      return db.transaction(async (tx) => {
        const created = await repo.insertFeeRule(tx, {
          channelId,
          ruleName: input.ruleName,
          borrowTypes: [...new Set(input.borrowTypes)].sort((a, b) => a - b),
          feeMode: input.feeMode,
          // Only the field of the chosen mode is kept.
          feeRate: byRate ? input.feeRate || null : null,
          feeAmount: byRate ? null : input.feeAmount || null,
          minLoanAmount: input.minLoanAmount || null,
          maxLoanAmount: input.maxLoanAmount || null,
          effectiveFrom: input.effectiveFrom || null,
          effectiveTo: input.effectiveTo || null,
          notes: input.notes || null,
          createdBy: user.id,
        });
        const shown = feeRuleRow(created);
        await recordAudit(tx, actor, { entity: CHANNEL_FEE_RULE_ENTITY, entityId: created.id, action: 'create', after: shown });
        return shown;
      });
    },
  };
}

export type ChannelService = ReturnType<typeof createChannelService>;
