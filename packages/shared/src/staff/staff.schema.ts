import { z } from 'zod';
import { pageQuery } from '../api/envelope';
import { newPassword } from '../identity/identity.schema';
import { mobileRequired } from '../validation/mobile';
import { INT_MAX, id } from '../validation/primitives';

const areaCode = z.enum(['BJ_11', 'SH_31', 'XA_61', 'WH_42', 'ALL'], { error: '请选择区域' });

export const staffListQuery = pageQuery.extend({
  keyword: z.string().trim().max(40).optional(),
  areaCode: areaCode.optional(),
  roleId: id.optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const staffRow = z.object({
  id: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  realName: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  status: z.number().int(),
  areaCode: z.string(),
  departmentCode: z.string().nullable(),
  roleIds: z.array(z.number().int()),
  groupIds: z.array(z.number().int()),
  locked: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type StaffRow = z.infer<typeof staffRow>;

const staffFields = {
  realName: z.string().trim().min(1, '请填写姓名').max(32, '长度过长'),
  mobile: mobileRequired,
  email: z.union([z.literal(''), z.email('邮箱格式错误')]).optional(),
  areaCode,
  departmentCode: z.string().max(32).nullable().optional(),
  roleIds: z.array(id).min(1, '请至少选择一个角色').max(100),
  groupIds: z.array(z.number().int().min(1).max(16)).default([]),
};

export const staffCreateBody = z.object({ ...staffFields, password: newPassword });
export type StaffCreateBody = z.infer<typeof staffCreateBody>;

export const staffUpdateBody = z.object({
  ...staffFields,
  status: z.number().int().min(0).max(1),
  version: z.number().int().min(0).max(INT_MAX),
});
export type StaffUpdateBody = z.infer<typeof staffUpdateBody>;

/** What the staff form may offer the signed-in user (decision 0014); the rest is greyed out. */
export const grantOptions = z.object({
  roleIds: z.array(z.number().int()),
  areaCodes: z.array(z.string()),
  groupIds: z.array(z.number().int()),
});
export type GrantOptions = z.infer<typeof grantOptions>;

export const resetPasswordBody = z.object({ password: newPassword });
