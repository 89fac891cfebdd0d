import { z } from 'zod';
import { idOf } from '../validation/primitives';

/**
 * The cascading region → department → salesperson filter (spec 001 §2, §3, §7). Its calls take
 * the current page's permission, and answer only what the caller's data scope for it covers.
 */
export const orgFilterPermission = z.string().regex(/^[A-Za-z0-9_:.-]{1,128}$/, '权限编码格式错误');

const group = z.object({ groupId: z.number().int(), groupName: z.string() });

/** Spec 001 §3 department tree: areaName, areaCode, groups, businessDeptVoList (with their groups). */
export const orgTreeArea = z.object({
  areaCode: z.string(),
  areaName: z.string(),
  groups: z.array(group),
  businessDeptVoList: z.array(z.object({ businessDeptCode: z.string(), businessDeptName: z.string(), groups: z.array(group) })),
});
export type OrgTreeArea = z.infer<typeof orgTreeArea>;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Spec 001 §7: GET /userInfo/v2/getSalesList with areaCode, businessDeptCode, groupId, permission. */
export const salesListQuery = z.object({
  areaCode: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_]{1,16}$/, '区域编码格式错误')
      .optional(),
  ),
  businessDeptCode: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_]{1,32}$/, '部门编码格式错误')
      .optional(),
  ),
  groupId: z.preprocess(blankToUndefined, idOf('组编号须为整数').optional()),
  permission: orgFilterPermission,
});
export type SalesListQuery = z.infer<typeof salesListQuery>;

/** Spec 001 §3 salesperson: realName and userId; `id` is the value the list filters take (salesId). */
export const salesPerson = z.object({ id: z.number().int(), userId: z.string(), realName: z.string() });
export type SalesPerson = z.infer<typeof salesPerson>;
