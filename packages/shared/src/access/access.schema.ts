import { z } from 'zod';

/** A menu entry as the server returns it (spec 000 §2 dynamic routes). */
export const menuEntry = z.object({
  funcMenuId: z.number().int(),
  parentId: z.number().int(),
  level: z.number().int(),
  menuType: z.number().int(),
  menuName: z.string(),
  menuCode: z.string(),
  sort: z.number().int(),
  firstMenuId: z.number().int(),
  path: z.string(),
  icon: z.string().nullable(),
  external: z.string().nullable(),
});
export type MenuEntry = z.infer<typeof menuEntry>;

export const menuAuthBody = z.object({ appId: z.string().max(32).optional(), menuCode: z.string().min(1).max(128) });
export const menuAuthReply = z.object({
  menuCode: z.string(),
  pageComponentMap: z.record(z.string(), z.object({ authStatus: z.union([z.literal(0), z.literal(1)]) })),
});
export type MenuAuthReply = z.infer<typeof menuAuthReply>;

export const roleGrantRow = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  dataScope: z.string(),
  codes: z.array(z.string()),
});
export type RoleGrantRow = z.infer<typeof roleGrantRow>;

export const roleGrantBody = z.object({ codes: z.array(z.string().min(1).max(128)).max(2000) });
