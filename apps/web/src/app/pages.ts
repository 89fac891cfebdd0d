import { type ComponentType, lazy } from 'react';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Built pages by full path; every other route of the table shows the not-built page. */
export const PAGES: Record<string, PageModule> = {
  '/home': () => import('../modules/home/pages/home-page'),
  '/downloadGuidePage': () => import('../modules/home/pages/download-guide-page'),
  '/systemSetting/staffManage': () => import('../modules/admin/pages/staff-list-page'),
  '/systemSetting/roleGrant': () => import('../modules/admin/pages/role-grant-page'),
  '/systemSetting/auditLog': () => import('../modules/admin/pages/audit-log-page'),
};

const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk that has not loaded in 120 s fails (spec 000 §9), so the page can say so. */
const withTimeout =
  (load: PageModule): PageModule =>
  () =>
    Promise.race([load(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('chunk-timeout')), CHUNK_TIMEOUT_MS))]);

const cache = new Map<string, ComponentType>();
export function pageFor(path: string): ComponentType | null {
  const load = PAGES[path];
  if (!load) return null;
  if (!cache.has(path)) cache.set(path, lazy(withTimeout(load)));
  return cache.get(path)!;
}
