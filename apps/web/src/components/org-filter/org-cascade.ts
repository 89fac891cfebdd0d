import { ALL_SALESPEOPLE, AREAS, GROUPS, type Locale, type OrgTreeArea } from '@lc/shared';

export type Option = { value: string; label: string };

/** The three levels, top down; changing one clears those below it. */
export const ORG_LEVELS = ['areaCode', 'businessDeptCode', 'salesId'] as const;
export type OrgLevel = (typeof ORG_LEVELS)[number];

/** What to set when `changed` changes: departments cleared, the salesperson back to "all". */
export function clearedBelow(changed: OrgLevel): Partial<Record<OrgLevel, string | undefined>> {
  const below = ORG_LEVELS.slice(ORG_LEVELS.indexOf(changed) + 1);
  return Object.fromEntries(below.map((level) => [level, level === 'salesId' ? ALL_SALESPEOPLE : undefined]));
}

const areaLabel = (a: OrgTreeArea, locale: Locale) => (AREAS as Record<string, Record<Locale, string>>)[a.areaCode]?.[locale] ?? a.areaName;

export const areaOptions = (tree: readonly OrgTreeArea[], locale: Locale): Option[] =>
  tree.map((a) => ({ value: a.areaCode, label: areaLabel(a, locale) }));

/** The chosen area's departments, or every department in scope while no area is chosen. */
export const departmentOptions = (tree: readonly OrgTreeArea[], areaCode: string | undefined): Option[] =>
  tree
    .filter((a) => !areaCode || a.areaCode === areaCode)
    .flatMap((a) => a.businessDeptVoList.map((d) => ({ value: d.businessDeptCode, label: d.businessDeptName })));

export const groupLabel = (groupId: number, locale: Locale) =>
  (GROUPS as Record<number, Record<Locale, string>>)[groupId]?.[locale] ?? String(groupId);
