import { z } from 'zod';

/** Spec 000 §5: 11 digits, starting with 1 and then 3–9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MOBILE_MESSAGES = {
  required: { 'zh-CN': '请填写手机号', 'en-US': 'Please fill in the mobile number' },
  format: { 'zh-CN': '手机号格式错误', 'en-US': 'Mobile format error' },
} as const;

export const mobileRequired = z
  .string({ error: MOBILE_MESSAGES.required['zh-CN'] })
  .trim()
  .min(1, MOBILE_MESSAGES.required['zh-CN'])
  .regex(MOBILE_PATTERN, MOBILE_MESSAGES.format['zh-CN']);
