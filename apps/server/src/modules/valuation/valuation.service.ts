import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import {
  ASSESS_TYPE,
  type EstimateReply,
  type ManualValuationBody,
  type QueryPriceBody,
  type QueryPriceReply,
  SERVICE_DETAIL_KEYS,
  type ServiceValuationBody,
  VALUATION_CHANNELS,
  VALUATION_PERMISSION,
  type CollateralValuations,
  type ValuationChannel,
  type ValuationRecord,
} from '@lc/shared';
import type { ScopeFilter } from '../../core/data-scope';
import type { Db } from '../../db/client';
import { NotFound, Validation, keyed, type KeyedMessage } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { totalWan, wanToYuan } from './builtin/price-model.rules';
import type { ValuationProviders } from './providers/provider.adapter';
import { recordBase, toValuationRecord } from './valuation-record.service';
import { type NewValuationRecord, valuationRepository as repo } from './valuation.repository';
import type { CollateralAccess } from './collateral-access.service';

export type ValuationDeps = {
  db: Db;
  clock: Clock;
  providers: ValuationProviders;
  collateral: Pick<CollateralAccess, 'readableCollateral'>;
};

/**
 * Price queries of the three immediate channels (valuation service, provider enquiry, manual).
 * Every priced result is stored as a valuation record (history per collateral) and audited.
 */
export function createValuationService({ db, clock, providers, collateral }: ValuationDeps) {
  /** A valuation tied to a collateral needs its bill to be readable (404 as for no such collateral); one without stays open. */
  const checkCollateral = async (user: SessionUser, mortgageInfoId: number | undefined) => {
    if (mortgageInfoId !== undefined) await collateral.readableCollateral(user, mortgageInfoId);
  };

  const store = async (row: NewValuationRecord, actor: AuditActor) =>
    db.transaction(async (tx) => {
      const inserted = await repo.insert(tx, row);
      await recordAudit(tx, actor, {
        entity: 'valuation',
        entityId: inserted.valuationId,
        action: `price:${inserted.channel}`,
        after: inserted,
      });
      return inserted;
    });

  const estimateReply = (row: {
    price: string | null;
    totalPrice: string | null;
    externalId: string | null;
    valuationId: string;
  }): EstimateReply => ({
    price: row.price ?? '0.00',
    totalPrice: wanToYuan(row.totalPrice ?? '0'),
    externalId: row.externalId ?? '',
    valuationId: row.valuationId,
  });

  return {
    providers,

    /** Valuation service, automatic (online_estimate) or manual mode (rengong_estimate). */
    async estimate(user: SessionUser, body: ServiceValuationBody, actor: AuditActor): Promise<EstimateReply> {
      await checkCollateral(user, body.mortgageInfoId);
      const provider = providers.service;
      const answer = await provider.estimate(
        {
          cityCode: body.cityCode,
          districtCode: body.areaId,
          communityId: body.communityId,
          communityName: body.communityName,
          buildingId: body.buildingId,
          houseId: body.houseId,
          address: body.address,
          buildingArea: body.buildingArea,
          floor: body.floor,
          totalFloor: body.totalFloor,
          buildYear: body.buildYear,
          houseType: body.houseType,
        },
        body.mode,
      );
      if (!answer.unitPrice) throw new Validation(keyed('valuationNoHousePrice'));
      const { assessType, mode, guzhiRequestType, mortgageInfoId, buildingArea, ...facts } = body;
      const row = await store(
        {
          ...recordBase(user, clock, 'service', provider.name),
          externalId: randomUUID(),
          mortgageInfoId: mortgageInfoId ?? null,
          assessType,
          mode,
          guzhiRequestType,
          cityCode: facts.cityCode,
          cityName: facts.cityName,
          areaId: facts.areaId,
          areaName: facts.areaName ?? null,
          communityId: facts.communityId ?? null,
          communityName: facts.communityName ?? null,
          buildingId: facts.buildingId ?? null,
          buildingName: facts.buildingName ?? null,
          houseId: facts.houseId ?? null,
          houseName: facts.houseName ?? null,
          address: facts.address || answer.address || null,
          houseType: facts.houseType,
          buildingArea,
          buildYear: facts.buildYear,
          price: answer.unitPrice,
          totalPrice: totalWan(answer.unitPrice, buildingArea),
          specialFactors: facts.specialFactors ?? null,
          notes: facts.notes ?? null,
          details: {
            ...Object.fromEntries(SERVICE_DETAIL_KEYS.flatMap((k) => (body[k] === undefined ? [] : [[k, body[k]]]))),
            floor: facts.floor ?? null,
            totalFloor: facts.totalFloor ?? null,
            providerRef: answer.providerRef,
            note: answer.note,
          },
        },
        actor,
      );
      return estimateReply(row);
    },

    /** The manual valuation tab: the user's unit price; the total is recomputed and must agree. */
    async manual(user: SessionUser, body: ManualValuationBody, actor: AuditActor): Promise<EstimateReply> {
      await checkCollateral(user, body.mortgageInfoId);
      const total = totalWan(body.price, body.buildingArea);
      if (!new Decimal(body.totalPrice).equals(total)) throw new Validation(keyed('manualTotalMismatch', { total }));
      const row = await store(
        {
          ...recordBase(user, clock, 'manual', 'manual'),
          externalId: randomUUID(),
          mortgageInfoId: body.mortgageInfoId ?? null,
          assessType: ASSESS_TYPE.manual,
          guzhiRequestType: body.guzhiRequestType,
          cityCode: body.cityCode,
          cityName: body.cityName,
          areaId: body.areaId,
          areaName: body.areaName ?? null,
          address: body.address,
          buildingArea: body.buildingArea,
          price: body.price,
          totalPrice: total,
        },
        actor,
      );
      return estimateReply(row);
    },

    /** Provider enquiry: state 1 priced (stored), state 2 no price (nothing stored). */
    async queryPrice(user: SessionUser, body: QueryPriceBody, actor: AuditActor): Promise<{ reply: QueryPriceReply; msg: KeyedMessage }> {
      await checkCollateral(user, body.mortgageInfoId);
      const provider = providers.houseItems;
      const answer = await provider.quote({
        cityCode: body.cityId,
        districtCode: body.areaId,
        communityId: body.consId,
        buildingId: body.buildId,
        houseId: body.houseId,
        buildingArea: body.buildArea,
      });
      const base = {
        buildYearFinalRc: answer.buildYear,
        quotationCount: answer.quotationCount,
        avgUnitPrice: answer.avgUnitPrice,
        maxPrice: answer.maxPrice,
        minPrice: answer.minPrice,
        address: answer.address,
        note: answer.note,
      };
      if (!answer.unitPrice) {
        return { reply: { state: 2, unitPrice: null, totalPrice: null, valuationId: null, ...base }, msg: keyed('valuationNoHousePrice') };
      }
      const totalPrice = totalWan(answer.unitPrice, body.buildArea);
      const row = await store(
        {
          ...recordBase(user, clock, 'provider', provider.name),
          mortgageInfoId: body.mortgageInfoId ?? null,
          assessType: ASSESS_TYPE.provider,
          guzhiRequestType: body.guzhiRequestType,
          cityCode: body.cityId,
          cityName: body.cityName ?? null,
          areaId: body.areaId,
          areaName: body.areaName ?? null,
          communityId: body.consId,
          communityName: body.consName ?? null,
          buildingId: body.buildId,
          buildingName: body.buildName ?? null,
          houseId: body.houseId,
          houseName: body.houseName ?? null,
          address: answer.address || null,
          buildingArea: body.buildArea,
          buildYear: answer.buildYear,
          price: answer.unitPrice,
          totalPrice,
          details: { ...base, providerRef: answer.providerRef },
        },
        actor,
      );
      return {
        reply: { state: 1, unitPrice: answer.unitPrice, totalPrice, valuationId: row.valuationId, ...base },
        msg: keyed('valuationQuerySucceeded'),
      };
    },

    /** estimate/info: one record by valuationId, or the latest valuation-service record of a collateral. */
    async info(
      user: SessionUser,
      q: { valuationId?: string | undefined; mortgageInfoId?: number | undefined },
    ): Promise<ValuationRecord | null> {
      const scope = scopeFor(user, VALUATION_PERMISSION.evaluate);
      if (q.valuationId) {
        const row = await repo.byValuationId(db, q.valuationId);
        if (!row || !(await repo.visible(db, scope, row.id))) throw new NotFound();
        return toValuationRecord(row, (await repo.reportedIds(db, [row.id])).has(row.id));
      }
      await checkCollateral(user, q.mortgageInfoId);
      const rows = await repo.history(db, scope, q.mortgageInfoId!);
      const row = rows.find((r) => r.channel === 'service');
      return row ? toValuationRecord(row, (await repo.reportedIds(db, [row.id])).has(row.id)) : null;
    },

    /** Each collateral's latest priced valuation per channel, newest first, inside any of the reader's `scopes`. */
    async latestPerChannel(mortgageInfoIds: number[], scopes: readonly ScopeFilter[]): Promise<CollateralValuations[]> {
      const rows = await repo.latestPerChannel(db, mortgageInfoIds, scopes);
      return mortgageInfoIds.map((mortgageId) => ({
        mortgageId,
        latest: rows
          .filter((r) => r.mortgageInfoId === mortgageId)
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
          .map((r) => ({
            channel: r.channel as ValuationChannel,
            totalPrice: r.totalPrice!,
            priceDate: r.priceDate,
            createdAt: r.createdAt.toISOString(),
          })),
      }));
    },

    async history(user: SessionUser, mortgageInfoId: number) {
      await checkCollateral(user, mortgageInfoId);
      const rows = await repo.history(db, scopeFor(user, VALUATION_PERMISSION.evaluate), mortgageInfoId);
      const reported = await repo.reportedIds(
        db,
        rows.map((r) => r.id),
      );
      const list = rows.map((r) => toValuationRecord(r, reported.has(r.id)));
      const latestOf = (channel: (typeof VALUATION_CHANNELS)[number]) => list.find((r) => r.channel === channel) ?? null;
      return {
        list,
        latest: { provider: latestOf('provider'), service: latestOf('service'), manual: latestOf('manual'), further: latestOf('further') },
      };
    },
  };
}
export type ValuationService = ReturnType<typeof createValuationService>;
