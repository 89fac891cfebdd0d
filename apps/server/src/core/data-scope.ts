import type { DataScope } from '@lc/shared';

/** Whose records a user may see for one permission: the union of what each granting role allows. */
export type ScopeFilter =
  | { all: true }
  | { all: false; userIds: number[]; groupIds: number[]; departmentCodes: string[]; areaCodes: string[] };

export type ScopeSubject = {
  id: number;
  areaCode: string;
  departmentCode: string | null;
  groupIds: number[];
};

export function scopeFromRoles(subject: ScopeSubject, scopes: DataScope[]): ScopeFilter {
  const has = (s: DataScope) => scopes.includes(s);
  if (has('all') || (has('area') && subject.areaCode === 'ALL')) return { all: true };
  return {
    all: false,
    userIds: has('self') || has('group') || has('department') || has('area') ? [subject.id] : [],
    groupIds: has('group') ? subject.groupIds : [],
    departmentCodes: has('department') && subject.departmentCode ? [subject.departmentCode] : [],
    areaCodes: has('area') ? [subject.areaCode] : [],
  };
}
