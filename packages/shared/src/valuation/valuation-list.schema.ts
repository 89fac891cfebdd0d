import { z } from 'zod';
import { listTotal } from '../api/envelope';
import { id, isoDate, pageNum } from '../validation/primitives';
import { VALUATION_CHANNELS } from './valuation.constants';
import { valuationRecord } from './valuation.schema';

/** /mortgageEvsManage/mortgageEvsList: the collateral valuation list (000 §2). */
const emptyAsUndefined = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const evsFilterShape = {
  channel: emptyAsUndefined(z.enum(VALUATION_CHANNELS, { error: '估价渠道不存在' })),
  cityCode: emptyAsUndefined(z.string().trim().max(16)),
  mortgageInfoId: emptyAsUndefined(id),
  /** Prefix of community name or address. */
  keyword: emptyAsUndefined(z.string().trim().max(40, '关键字最多40个字符')),
  /** Asia/Shanghai days, both ends included. */
  dateFrom: emptyAsUndefined(isoDate('开始日期格式错误，应为YYYY-MM-DD')),
  dateTo: emptyAsUndefined(isoDate('结束日期格式错误，应为YYYY-MM-DD')),
  /** '1': only the latest valuation of each collateral. */
  latestOnly: emptyAsUndefined(z.enum(['0', '1'])),
};
export const evsFilter = z.object(evsFilterShape);
export type EvsFilter = z.infer<typeof evsFilter>;
export const evsListQuery = z.object({
  ...evsFilterShape,
  pageNum: pageNum(),
  pageSize: z.coerce.number().int().min(1).max(100, '每页条数须为1到100的整数').default(10),
});
export type EvsListQuery = z.infer<typeof evsListQuery>;
export const evsRow = valuationRecord
  .pick({
    valuationId: true,
    mortgageInfoId: true,
    channel: true,
    provider: true,
    cityName: true,
    areaName: true,
    communityName: true,
    address: true,
    buildingArea: true,
    price: true,
    totalPrice: true,
    priceDate: true,
    valuedByName: true,
    createdAt: true,
  })
  .extend({
    /** This row is its collateral's latest valuation. */
    latest: z.boolean(),
    /** Bill amount in yuan (decimal string), null when unknown. */
    billAmount: z.string().nullable(),
    /** Loan-to-value = bill amount ÷ latest valuation, a ratio with 4 decimals ("0.6500"); null when unknown. */
    ltv: z.string().nullable(),
    /** ltv above the configured limit. */
    ltvFlagged: z.boolean(),
  });
export type EvsRow = z.infer<typeof evsRow>;
export const evsListReply = z.object({ list: z.array(evsRow), ...listTotal, ltvLimit: z.string() });
export type EvsListReply = z.infer<typeof evsListReply>;
