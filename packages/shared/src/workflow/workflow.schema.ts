import { z } from 'zod';
import { INT_MAX } from '../validation/primitives';

const AMOUNT = /^(0|[1-9]\d{0,10})(\.\d{1,2})?$/;

export const approvalNodeInput = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,31}$/, '节点标识须为小写字母开头的字母、数字或下划线，最多32位'),
  title: z.object({
    'zh-CN': z.string().trim().min(1, '请填写节点名称').max(20, '节点名称最多20个字符'),
    'en-US': z.string().trim().min(1, 'Please fill in the English step name').max(40, '英文名称最多40个字符'),
  }),
  permission: z.string().trim().min(1, '请选择审批权限'),
  /** Yuan, a decimal string: the node applies from this amount up. */
  minAmount: z.string().trim().regex(AMOUNT, '金额门槛须为最多11位整数、2位小数的金额').optional(),
});

export const approvalChainBody = z.object({
  nodes: z
    .array(approvalNodeInput)
    .min(1, '至少需要一个审批节点')
    .max(12, '审批节点最多12个')
    .refine((nodes) => new Set(nodes.map((n) => n.key)).size === nodes.length, '节点标识不能重复'),
  // Up to an integer column's largest: a larger one reached the database and was refused there (the route fuzzer).
  version: z.number().int().min(0).max(INT_MAX),
});
export type ApprovalChainBody = z.infer<typeof approvalChainBody>;

export const approvalChainRow = z.object({
  process: z.string(),
  nodes: z.array(approvalNodeInput),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ApprovalChainRow = z.infer<typeof approvalChainRow>;
