import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GrantRole,
  type Granter,
  type StaffGrants,
  codesBeyondGranter,
  mayGrantArea,
  mayGrantGroup,
  mayGrantRole,
  staffGrantRefusal,
} from './grant-rules';
import { DATA_SCOPES } from './roles';

const ADMIN: GrantRole = { id: 1, scope: 'all', codes: ['a', 'b', 'c', 'sys_user_manage'] };
const OPS: GrantRole = { id: 2001, scope: 'all', codes: ['sys_user_manage', 'a'] };
const granter = (roles: GrantRole[], areaCode = 'BJ_11', groupIds: number[] = []): Granter => ({
  roles,
  areaCode,
  departmentCode: 'HQ_OPS',
  groupIds,
});
const account = (roles: GrantRole[], change: Partial<StaffGrants> = {}): StaffGrants => ({
  roles,
  areaCode: 'BJ_11',
  department: null,
  groups: [],
  ...change,
});

describe('mayGrantRole', () => {
  it('grants role 1 only to holders of role 1, even to someone holding every code', () => {
    expect(mayGrantRole(granter([ADMIN]), ADMIN)).toBe(true);
    expect(mayGrantRole(granter([{ ...ADMIN, id: 7 }]), ADMIN)).toBe(false);
  });

  it('grants a role only when every code of it is held', () => {
    expect(mayGrantRole(granter([OPS]), OPS)).toBe(true);
    expect(mayGrantRole(granter([OPS]), { id: 11, scope: 'self', codes: ['a', 'b'] })).toBe(false);
    expect(mayGrantRole(granter([OPS]), { id: 12, scope: 'self', codes: ['a'] })).toBe(true);
  });

  it('refuses a role whose data scope is wider than the granter holds its codes with', () => {
    const areaBrowse: GrantRole = { id: 1003, scope: 'area', codes: ['browse'] };
    const allBrowse: GrantRole = { id: 1004, scope: 'all', codes: ['browse'] };
    expect(mayGrantRole(granter([areaBrowse]), allBrowse)).toBe(false);
    expect(mayGrantRole(granter([areaBrowse]), areaBrowse)).toBe(true);
    // An area scope over the pseudo-area ALL reaches everything.
    expect(mayGrantRole(granter([areaBrowse], 'ALL'), allBrowse)).toBe(true);
  });
});

describe('codesBeyondGranter', () => {
  it('lists the codes not held, or not held as widely as the role reaches, once and sorted', () => {
    const g = granter([OPS, { id: 3, scope: 'self', codes: ['own'] }]);
    expect(codesBeyondGranter(g, { id: 3001, scope: 'all' }, ['z', 'a', 'own', 'z'])).toEqual(['own', 'z']);
    expect(codesBeyondGranter(g, { id: 11, scope: 'self' }, ['own', 'a'])).toEqual([]);
  });
});

describe('org units', () => {
  it('areas: ALL grants any; a city only itself', () => {
    expect(mayGrantArea(granter([OPS], 'ALL'), 'SH_31')).toBe(true);
    expect(mayGrantArea(granter([OPS]), 'BJ_11')).toBe(true);
    expect(mayGrantArea(granter([OPS]), 'SH_31')).toBe(false);
    expect(mayGrantArea(granter([OPS]), 'ALL')).toBe(false);
  });

  it("groups: the granter's own, or one in the granter's area", () => {
    const g = granter([OPS], 'SH_31', [1]);
    expect(mayGrantGroup(g, { key: 1, areaCode: 'BJ_11' })).toBe(true);
    expect(mayGrantGroup(g, { key: 14, areaCode: 'SH_31' })).toBe(true);
    expect(mayGrantGroup(g, { key: 2, areaCode: 'BJ_11' })).toBe(false);
  });
});

describe('staffGrantRefusal', () => {
  const ops = granter([OPS]);

  it('refuses adding role 1 to oneself, and managing an account that holds it', () => {
    expect(staffGrantRefusal(ops, account([OPS]), account([OPS, ADMIN]))).toEqual({ reason: 'adminRole' });
    expect(staffGrantRefusal(ops, account([ADMIN]), account([ADMIN]))).toEqual({ reason: 'adminRole' });
  });

  it('refuses taking away a role one could not grant, as well as adding one', () => {
    const risk: GrantRole = { id: 10, scope: 'all', codes: ['b'] };
    expect(staffGrantRefusal(ops, account([OPS, risk]), account([OPS]))).toEqual({ reason: 'roles', roleIds: [10] });
    expect(staffGrantRefusal(ops, null, account([risk, OPS]))).toEqual({ reason: 'roles', roleIds: [10] });
  });

  it('refuses newly given areas, departments and groups beyond the granter, but keeps what is held', () => {
    const wider = account([OPS], {
      areaCode: 'ALL',
      department: { key: 'SH_BD', areaCode: 'SH_31' },
      groups: [
        { key: 3, areaCode: 'BJ_11' },
        { key: 14, areaCode: 'SH_31' },
      ],
    });
    expect(staffGrantRefusal(ops, null, wider)).toEqual({ reason: 'org', areaCodes: ['ALL'], departmentCodes: ['SH_BD'], groupIds: [14] });
    expect(staffGrantRefusal(ops, wider, { ...wider, groups: [] })).toBeNull();
    expect(staffGrantRefusal(granter([ADMIN], 'ALL'), null, wider)).toBeNull();
  });

  it('never lets anyone give away more than they hold (property)', () => {
    const codes = fc.subarray(['a', 'b', 'c', 'd', 'e']);
    const role = fc.record({ id: fc.integer({ min: 2, max: 50 }), scope: fc.constantFrom(...DATA_SCOPES), codes });
    fc.assert(
      fc.property(fc.array(role, { maxLength: 3 }), fc.array(role, { minLength: 1, maxLength: 3 }), (own, wanted) => {
        const g = granter(own);
        if (staffGrantRefusal(g, null, account(wanted)) !== null) return;
        const held = new Set(own.flatMap((r) => r.codes));
        expect(wanted.flatMap((r) => r.codes).every((c) => held.has(c))).toBe(true);
      }),
    );
  });
});
