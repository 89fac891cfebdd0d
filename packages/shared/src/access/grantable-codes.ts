import type { RouteEntry } from '../route-table/route-table.types';
import { EXTRA_PERMISSIONS, PAGE_COMPONENTS } from './extra-permissions';
import { menuSeed } from './route-index';

/** Every code a role can be granted: the table's page codes, the widget codes and the page components. */
export function grantableCodes(table: readonly RouteEntry[]): string[] {
  const codes = new Set<string>(Object.keys(EXTRA_PERMISSIONS));
  for (const m of menuSeed(table)) if (!m.menuCode.startsWith('page:')) codes.add(m.menuCode);
  for (const components of Object.values(PAGE_COMPONENTS)) Object.keys(components).forEach((c) => codes.add(c));
  return [...codes].sort();
}
