import Decimal from 'decimal.js';
import { z } from 'zod';
import { keywordParam, optionalParam, registryPaging, versionField } from '../borrower/registry-common';
import { withTotalParam } from '../bank-card/bank.schema';
import { optionalText, requiredText } from '../validation/rule-kit';
import { lengthAtMostCheck, maxCharsCheck } from '../validation/text-checks';
import { chargeText } from './charge.messages';
import { MANAGER_LEVELS, type ManagerLevel, isChargeStandardCode } from './charge.standards';

/** A percentage from 0 to 100 with at most 4 decimals, as text ("0.4" is 0.4%): never a JS number. */
const RATE = /^\d{1,3}(\.\d{1,4})?$/;
export const rateField = z
  .string({ error: chargeText('chargeRateFormat') })
  .trim()
  .refine((v) => RATE.test(v) && new Decimal(v).lte(100), chargeText('chargeRateFormat'));

const DAYS = chargeText('chargeDaysFormat');
const rates = z.object(Object.fromEntries(MANAGER_LEVELS.map((level) => [level, rateField])) as Record<ManagerLevel, typeof rateField>, {
  error: chargeText('chargeRateFormat'),
});

/** One fee item of a standard: its name, the days one charge covers, and a rate per manager level. */
export const feeItemInput = z.object({
  itemName: requiredText('required', lengthAtMostCheck(32)),
  chargeDays: z.number({ error: DAYS }).int(DAYS).min(1, DAYS).max(3650, DAYS),
  rates,
});
export type FeeItemInput = z.infer<typeof feeItemInput>;

/**
 * An edit of a standard makes its next version: the whole list of fee items, and the version
 * number it was read at (a stale one is a 409). Item names are unique within a version.
 */
export const chargeStandardUpdate = z.object({
  remark: optionalText(maxCharsCheck(200)),
  items: z
    .array(feeItemInput, { error: chargeText('chargeItemsRequired') })
    .min(1, chargeText('chargeItemsRequired'))
    .max(20, chargeText('chargeItemsTooMany'))
    .refine((items) => new Set(items.map((i) => i.itemName)).size === items.length, chargeText('chargeItemNameRepeated')),
  version: versionField,
});
export type ChargeStandardUpdate = z.infer<typeof chargeStandardUpdate>;

/** A standard by its code in the path: CS_01 to CS_05. */
export const chargeStandardParams = z.object({
  code: z.string().refine(isChargeStandardCode, chargeText('chargeStandardNotFound')),
});
/** The version to show; none means the current one. */
export const chargeStandardQuery = z.object({
  versionNo: optionalParam(
    z.coerce
      .number({ error: chargeText('chargeVersionNotFound') })
      .int()
      .min(1)
      .max(1_000_000),
  ),
});

const feeItemRow = z.object({ itemName: z.string(), chargeDays: z.number().int(), rates: z.record(z.enum(MANAGER_LEVELS), z.string()) });
export type FeeItemRow = z.infer<typeof feeItemRow>;

/** The list block's paging (five standards: one page in practice). */
export const chargeStandardListQuery = z.object({ ...registryPaging, withTotal: withTotalParam });
export type ChargeStandardListQuery = z.infer<typeof chargeStandardListQuery>;

/** A standard as the list shows it; `version` is its current version number, the one an edit names. */
export const chargeStandardRow = z.object({
  code: z.string(),
  version: z.number().int(),
  itemCount: z.number().int(),
  remark: z.string().nullable(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type ChargeStandardRow = z.infer<typeof chargeStandardRow>;
export const chargeStandardListReply = z.object({ list: z.array(chargeStandardRow), total: z.number().int(), totalExact: z.boolean() });
export type ChargeStandardListReply = z.infer<typeof chargeStandardListReply>;

export const chargeVersionSummary = z.object({
  versionNo: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
/** One version of a standard (read-only unless it is the current one) and the standard's history. */
export const chargeStandardDetail = chargeVersionSummary.extend({
  code: z.string(),
  currentVersion: z.number().int(),
  items: z.array(feeItemRow),
  versions: z.array(chargeVersionSummary),
});
export type ChargeStandardDetail = z.infer<typeof chargeStandardDetail>;

/** A bill's fees, priced with the standard version the bill keeps (decimal strings). */
export const billPricing = z.object({
  billId: z.number().int(),
  standardCode: z.string(),
  versionNo: z.number().int(),
  managerLevel: z.enum(MANAGER_LEVELS),
  principal: z.string(),
  days: z.number().int(),
  lines: z.array(
    z.object({ itemName: z.string(), chargeDays: z.number().int(), periods: z.number().int(), rate: z.string(), amount: z.string() }),
  ),
  total: z.string(),
  pricedAt: z.string(),
});
export type BillPricing = z.infer<typeof billPricing>;

/** The customer managers' levels (the salespeople a standard prices for): searched by name or mobile. */
export const managerLevelListQuery = z.object({
  ...registryPaging,
  withTotal: withTotalParam,
  keyword: keywordParam,
});
export type ManagerLevelListQuery = z.infer<typeof managerLevelListQuery>;

/** A salesperson and the level their bills are priced at; `assigned` is false while they price as "other" by default. */
export const managerLevelRow = z.object({
  id: z.number().int(),
  realName: z.string(),
  mobile: z.string(),
  areaCode: z.string(),
  level: z.enum(MANAGER_LEVELS),
  assigned: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type ManagerLevelRow = z.infer<typeof managerLevelRow>;
export const managerLevelListReply = z.object({ list: z.array(managerLevelRow), total: z.number().int(), totalExact: z.boolean() });
export type ManagerLevelListReply = z.infer<typeof managerLevelListReply>;

/** A salesperson's new level: bills priced from now on use it; bills already priced keep theirs. */
export const managerLevelUpdate = z.object({ level: z.enum(MANAGER_LEVELS, { error: chargeText('chargeLevelUnknown') }) });
export type ManagerLevelUpdate = z.infer<typeof managerLevelUpdate>;
