import { z } from 'zod';
import { CITY_AREA_CODES } from '../org/org.constants';
import { ID_MAX, isoDate, pageNum } from '../validation/primitives';
import { ALL_SALESPEOPLE, SAMPLE_RECORD_STATUSES } from './gallery.constants';
import { LIST_TOTAL_CAP } from '../api/list-total';

/** A query string may carry `?status=`: an empty value means "no filter", not a bad value. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const filterShape = {
  areaCode: optional(z.enum(CITY_AREA_CODES, { error: '区域不存在' })),
  businessDeptCode: optional(z.string().regex(/^[A-Za-z0-9_]{1,32}$/, '部门编码格式错误')),
  groupId: optional(
    z.coerce.number({ error: '组编号须为整数' }).int('组编号须为整数').min(1, '组编号须为正整数').max(99_999, '组编号过大'),
  ),
  /** A salesperson's user id, or the sentinel all20180808 for every salesperson (no filter). */
  salesId: optional(
    z
      .string()
      .regex(new RegExp(`^(${ALL_SALESPEOPLE}|[1-9]\\d{0,9})$`), '业务员参数错误')
      .transform((v) => (v === ALL_SALESPEOPLE ? undefined : Number(v)))
      .refine((v) => v === undefined || v <= ID_MAX, '业务员参数错误'),
  ),
  /** Record number or borrower name, matched as a prefix. */
  keyword: optional(z.string().trim().max(40, '关键字最多40个字符')),
  status: optional(
    z.coerce
      .number({ error: '状态不存在' })
      .int('状态不存在')
      .refine((s) => (SAMPLE_RECORD_STATUSES as number[]).includes(s), '状态不存在'),
  ),
  /** Business dates, Asia/Shanghai days, both ends included. */
  createdFrom: optional(isoDate('开始日期格式错误，应为YYYY-MM-DD')),
  createdTo: optional(isoDate('结束日期格式错误，应为YYYY-MM-DD')),
};

const datesInOrder = (q: { createdFrom?: string | undefined; createdTo?: string | undefined }) =>
  !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo;
const DATES_ORDER = { message: '开始日期不能晚于结束日期', path: ['createdFrom'] };

/** The gallery list's filter model (also what an export of it takes: no paging). */
export const sampleRecordFilter = z.object(filterShape).refine(datesInOrder, DATES_ORDER);
export type SampleRecordFilter = z.infer<typeof sampleRecordFilter>;

/**
 * Paging (000 §9: pageNum 1, pageSize 10, at most 100) plus `withTotal`: the client sends 0 when
 * only the page changed and keeps the total it has. Paging stops at the count's cap.
 */
export const sampleRecordListQuery = z
  .object({
    ...filterShape,
    pageNum: pageNum('页码须为正整数'),
    pageSize: z.coerce
      .number({ error: '每页条数须为1到100的整数' })
      .int('每页条数须为1到100的整数')
      .min(1, '每页条数须为1到100的整数')
      .max(100, '每页条数须为1到100的整数')
      .default(10),
    withTotal: z.enum(['0', '1'], { error: 'withTotal只能是0或1' }).default('1'),
  })
  .refine(datesInOrder, DATES_ORDER)
  .refine((q) => (q.pageNum - 1) * q.pageSize < LIST_TOTAL_CAP, {
    message: `最多查看前${LIST_TOTAL_CAP}条，请缩小查询范围`,
    path: ['pageNum'],
  });
export type SampleRecordListQuery = z.infer<typeof sampleRecordListQuery>;

/** A row as the list shows it: personal fields arrive masked. */
export const sampleRecordRow = z.object({
  id: z.number().int(),
  recordNo: z.string(),
  borrowerName: z.string(),
  mobile: z.string(),
  idCard: z.string(),
  bankCard: z.string(),
  /** Yuan, a decimal string. */
  loanAmount: z.string(),
  status: z.number().int(),
  areaCode: z.string(),
  departmentCode: z.string().nullable(),
  departmentName: z.string().nullable(),
  groupId: z.number().int().nullable(),
  salespersonId: z.number().int(),
  salespersonName: z.string().nullable(),
  createdAt: z.string(),
});
export type SampleRecordRow = z.infer<typeof sampleRecordRow>;

/**
 * Spec 001 §3 list response (list, total) plus totalExact: false when the total is the cap.
 * Both are null when the client asked for no total (withTotal=0).
 */
export const sampleRecordListReply = z.object({
  list: z.array(sampleRecordRow),
  total: z.number().int().nullable(),
  totalExact: z.boolean().nullable(),
});
export type SampleRecordListReply = z.infer<typeof sampleRecordListReply>;
