import { z } from 'zod';
import { listTotal } from '../api/envelope';
import { ALL_SALESPEOPLE } from '../gallery/gallery.constants';
import { CITY_AREA_CODES } from '../org/org.constants';
import { ID_MAX, INT_MAX, idParams } from '../validation/primitives';

/*
 * What the four registries (borrowers, firms, channels, blacklist) share: paging with Chinese
 * messages, optional query parameters where an empty value means "no filter", record ids.
 */

const blank = (v: unknown) => (v === '' ? undefined : v);
/** A query parameter that may be absent or empty (`?status=`): both mean "no filter". */
export const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

const PAGE_NUM = '页码须为正整数';
const PAGE_SIZE = '每页条数须为1到100的整数';
/** Spec 001 §3 list filter model: pageNum (default 1), pageSize (default 10, at most 100). */
export const registryPaging = {
  pageNum: z.coerce.number({ error: PAGE_NUM }).int(PAGE_NUM).min(1, PAGE_NUM).max(100_000, PAGE_NUM).default(1),
  pageSize: z.coerce.number({ error: PAGE_SIZE }).int(PAGE_SIZE).min(1, PAGE_SIZE).max(100, PAGE_SIZE).default(10),
};

/** A name, number or code typed into the filter bar, matched as a prefix. */
export const keywordParam = optionalParam(z.string().trim().max(40, '关键字最多40个字符'));

export const recordIdParams = idParams;
export type RecordIdParams = z.infer<typeof recordIdParams>;

/** Edits carry the version they were read at; a stale one gets a 409. */
export const versionField = z.number({ error: '缺少版本号' }).int('缺少版本号').min(0, '缺少版本号').max(INT_MAX, '缺少版本号');

/** Spec 001 §3 list response: list and total. */
export const registryListReply = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), ...listTotal });

/** A choice sent as a number; `labels` holds the allowed values. */
export const choiceOf = (labels: Record<number, unknown>, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .refine((v) => Object.hasOwn(labels, v), message);

/** An optional choice: the form's empty "please select" ('') and null both mean none. */
export const optionalChoiceOf = (labels: Record<number, unknown>, message: string) =>
  z.preprocess((v) => (v === '' ? null : v), choiceOf(labels, message).nullable().optional());

/**
 * The region → department → salesperson filter (spec 001 §2) for registries whose records belong
 * to staff; salesId all20180808 means every salesperson.
 */
export const orgFilterShape = {
  areaCode: optionalParam(z.enum(CITY_AREA_CODES, { error: '区域不存在' })),
  businessDeptCode: optionalParam(z.string().regex(/^[A-Za-z0-9_]{1,32}$/, '部门编码格式错误')),
  // A number is taken as its digits: an export stores the parsed filter and parses it again when it runs.
  salesId: optionalParam(
    z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string()
        .regex(new RegExp(`^(${ALL_SALESPEOPLE}|[1-9]\\d{0,9})$`), '业务员参数错误')
        .transform((v) => (v === ALL_SALESPEOPLE ? undefined : Number(v)))
        .refine((v) => v === undefined || v <= ID_MAX, '业务员参数错误'),
    ),
  ),
};
