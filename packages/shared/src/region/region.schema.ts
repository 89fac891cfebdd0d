import { z } from 'zod';
import type { RegionNode } from './region-tree';

export const regionCode = z.string().regex(/^\d{6}$/, '行政区划代码为6位数字');

const leaf = z.object({ code: z.string(), name: z.string() });
/** Three levels at most (province → city → district): explicit, so the OpenAPI document needs no recursion. */
export const regionNode: z.ZodType<RegionNode> = leaf.extend({
  children: z.array(leaf.extend({ children: z.array(leaf).optional() })).optional(),
});
export const regionTreeReply = z.array(regionNode);

export const regionParams = z.object({ code: regionCode });
/** One region by code: its name, its full name and the codes from its province down. */
export const regionDetail = z.object({ code: z.string(), name: z.string(), fullName: z.string(), pathCodes: z.array(z.string()) });
export type RegionDetail = z.infer<typeof regionDetail>;
