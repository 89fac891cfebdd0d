import { describe, expect, it } from 'vitest';
import { type SessionUser, ownScope, scopeFor } from './session-user';

const user = (): SessionUser => ({
  sessionId: 1,
  sessionStartedAt: new Date(0),
  id: 9,
  userId: 'u9',
  userName: 'sales',
  realName: '销售',
  mobile: '13800000011',
  areaCode: 'BJ_11',
  departmentCode: 'D1',
  groupIds: [2],
  roles: [
    { id: 1, name: 'sales', scope: 'self', codes: ['bill_mine'] },
    { id: 2, name: 'area', scope: 'area', codes: ['archive_list', 'bill_all'] },
  ],
  permissions: new Set(['bill_mine', 'archive_list', 'bill_all']),
});

describe('scopeFor and ownScope', () => {
  it('work a permission’s scope out from the roles that grant it, once per session user and code', () => {
    const u = user();
    expect(scopeFor(u, 'bill_mine')).toEqual({ all: false, userIds: [9], groupIds: [], departmentCodes: [], areaCodes: [] });
    expect(scopeFor(u, 'archive_list')).toEqual({ all: false, userIds: [9], groupIds: [], departmentCodes: [], areaCodes: ['BJ_11'] });
    expect(scopeFor(u, 'nothing')).toEqual({ all: false, userIds: [], groupIds: [], departmentCodes: [], areaCodes: [] });
    expect(scopeFor(u, 'archive_list')).toBe(scopeFor(u, 'archive_list'));
    expect(Object.isFrozen(scopeFor(u, 'archive_list'))).toBe(true);
    // Another session user (a new sign-in, or the same user's roles changed) gets its own.
    const other = { ...user(), roles: [] };
    expect(scopeFor(other, 'archive_list')).toEqual({ all: false, userIds: [], groupIds: [], departmentCodes: [], areaCodes: [] });
  });

  it('ownScope: the caller’s own records only, one frozen object per session user', () => {
    const u = user();
    expect(ownScope(u)).toEqual({ all: false, userIds: [9], groupIds: [], departmentCodes: [], areaCodes: [] });
    expect(ownScope(u)).toBe(ownScope(u));
    expect(Object.isFrozen(ownScope(u))).toBe(true);
    expect(ownScope(user())).not.toBe(ownScope(u));
  });
});
