import { z } from 'zod';
import { mobileRequired } from '../validation/mobile';

export const PASSWORD_MESSAGES = {
  required: { 'zh-CN': '请填写密码', 'en-US': 'Please fill in the password' },
} as const;

export const loginBody = z.object({
  mobile: mobileRequired,
  password: z.string({ error: PASSWORD_MESSAGES.required['zh-CN'] }).min(1, PASSWORD_MESSAGES.required['zh-CN']).max(128),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Our password policy: 8–64 characters with at least one letter and one digit. */
export const newPassword = z
  .string()
  .min(8, '密码至少8位，且须包含字母和数字')
  .max(64)
  .regex(/[A-Za-z]/, '密码至少8位，且须包含字母和数字')
  .regex(/\d/, '密码至少8位，且须包含字母和数字');

export const changePasswordBody = z.object({ oldPassword: z.string().min(1).max(128), newPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** User info of spec 000 §3, plus the codes the web app needs for its guard. */
export const userInfo = z.object({
  id: z.number().int(),
  userName: z.string(),
  realName: z.string(),
  mobile: z.string(),
  userId: z.string(),
  areaCode: z.string(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  departments: z.array(z.object({ groupId: z.number().int(), groupName: z.string() })),
  permissions: z.array(z.string()),
});
export type UserInfo = z.infer<typeof userInfo>;

export const sessionInfo = z.object({ expiresAt: z.string(), idleTimeoutSeconds: z.number().int() });
export type SessionInfo = z.infer<typeof sessionInfo>;
