import Decimal from 'decimal.js';
import {
  type EvsFilter,
  type EvsListQuery,
  type EvsListReply,
  type EvsRow,
  VALUATION_CHANNEL_TEXT,
  VALUATION_EXPORT,
  VALUATION_PERMISSION,
  type ValuationChannel,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import type { ScopeFilter } from '../../core/data-scope';
import type { ExportSource } from '../module-kit';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { shanghaiTime } from '../../lib/time';
import { type ValuationRow, evsWhere, valuationRepository as repo } from './valuation.repository';
import type { CollateralAccess } from './collateral-access.service';

type Deps = { db: Db; ltvLimit: string; collateral: Pick<CollateralAccess, 'ltvOfCollateral'> };

/** /mortgageEvsManage/mortgageEvsList: valuations across all collateral, with loan-to-value. */
export function createEvsService({ db, ltvLimit, collateral }: Deps) {
  const limit = new Decimal(ltvLimit);

  /**
   * Each row's LTV is its bill's system LTV (decision 0024: one definition, systemLtv in shared),
   * from inside the caller's scope: the valuations they may see, the amount of a bill they may
   * see (otherwise unknown), so nobody else's valuation moves what they are shown.
   */
  async function withLtv(rows: ValuationRow[], scope: ScopeFilter): Promise<EvsRow[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.mortgageInfoId === null ? [] : [r.mortgageInfoId])))];
    const [latest, bills] = await Promise.all([repo.latestOf(db, scope, ids), collateral.ltvOfCollateral(ids, scope)]);
    const latestBy = new Map(latest.map((l) => [l.mortgageInfoId!, l]));
    return rows.map((r) => {
      const last = r.mortgageInfoId === null ? undefined : latestBy.get(r.mortgageInfoId);
      const bill = r.mortgageInfoId === null ? undefined : bills.get(r.mortgageInfoId);
      return {
        valuationId: r.valuationId,
        mortgageInfoId: r.mortgageInfoId,
        channel: r.channel as ValuationChannel,
        provider: r.provider,
        cityName: r.cityName,
        areaName: r.areaName,
        communityName: r.communityName,
        address: r.address,
        buildingArea: r.buildingArea,
        price: r.price,
        totalPrice: r.totalPrice,
        priceDate: r.priceDate,
        valuedByName: r.valuedByName,
        createdAt: r.createdAt.toISOString(),
        latest: last?.id === r.id,
        billAmount: bill?.billAmount ?? null,
        ltv: bill?.ltv.ltv ?? null,
        ltvFlagged: bill?.ltv.flagged ?? false,
      };
    });
  }

  return {
    async list(user: SessionUser, query: EvsListQuery): Promise<EvsListReply> {
      const scope = scopeFor(user, VALUATION_PERMISSION.evsList);
      const page = await pagedList(db, repo.list, evsWhere(scope, query), query, (rows) => withLtv(rows, scope));
      return { ...page, ltvLimit: limit.toFixed(2) };
    },

    exportSource(): ExportSource<EvsFilter> {
      return {
        key: 'valuation-records',
        endpoint: VALUATION_EXPORT,
        sheetName: '询价记录',
        columns: [
          { header: '估价编号', key: 'valuationId', width: 38 },
          { header: '押品ID', key: 'mortgageInfoId', width: 10 },
          { header: '估价渠道', key: 'channel', width: 12 },
          { header: '城市', key: 'cityName', width: 10 },
          { header: '区县', key: 'areaName', width: 10 },
          { header: '小区', key: 'communityName', width: 20 },
          { header: '地址', key: 'address', width: 30 },
          { header: '面积（㎡）', key: 'buildingArea', width: 10 },
          { header: '单价（元/㎡）', key: 'price', width: 14 },
          { header: '总价（万元）', key: 'totalPrice', width: 14 },
          { header: '估价日期', key: 'priceDate', width: 12 },
          { header: '估价人', key: 'valuedByName', width: 12 },
          { header: '报单金额（元）', key: 'billAmount', width: 14 },
          { header: '抵押率', key: 'ltv', width: 10 },
          { header: '超限', key: 'ltvFlagged', width: 6 },
          { header: '创建时间', key: 'createdAt', width: 20 },
        ],
        count: (scope: ScopeFilter, params) => repo.count(db, evsWhere(scope, params)),
        async *batches(scope, params, batchSize) {
          for await (const rows of repo.batches(db, evsWhere(scope, params), batchSize)) {
            const shown = await withLtv(rows, scope);
            yield shown.map((r, i) => ({
              ...r,
              channel: VALUATION_CHANNEL_TEXT[r.channel]['zh-CN'],
              ltvFlagged: r.ltvFlagged ? '是' : '否',
              latest: r.latest ? '是' : '否',
              createdAt: shanghaiTime(rows[i]!.createdAt),
            }));
          }
        },
      };
    },
  };
}
export type EvsService = ReturnType<typeof createEvsService>;
