import type { OrgTreeArea } from '@lc/shared';
import { describe, expect, it } from 'vitest';
import { areaOptions, clearedBelow, departmentOptions, groupLabel } from './org-cascade';

const TREE: OrgTreeArea[] = [
  {
    areaCode: 'BJ_11',
    areaName: '北京',
    groups: [],
    businessDeptVoList: [
      { businessDeptCode: 'BJ_BD1', businessDeptName: '北京业务一部', groups: [] },
      { businessDeptCode: 'BJ_BD2', businessDeptName: '北京业务二部', groups: [] },
    ],
  },
  {
    areaCode: 'SH_31',
    areaName: '上海',
    groups: [],
    businessDeptVoList: [{ businessDeptCode: 'SH_BD', businessDeptName: '上海业务部', groups: [] }],
  },
];

describe('org cascade', () => {
  it.each([
    ['areaCode', { businessDeptCode: undefined, salesId: 'all20180808' }],
    ['businessDeptCode', { salesId: 'all20180808' }],
    ['salesId', {}],
  ] as const)('changing %s clears %o', (level, expected) => {
    expect(clearedBelow(level)).toEqual(expected);
  });

  it('names areas in the page language and lists the departments of the chosen area', () => {
    expect(areaOptions(TREE, 'en-US')).toEqual([
      { value: 'BJ_11', label: 'Beijing' },
      { value: 'SH_31', label: 'Shanghai' },
    ]);
    expect(departmentOptions(TREE, 'SH_31').map((o) => o.value)).toEqual(['SH_BD']);
    expect(departmentOptions(TREE, undefined).map((o) => o.value)).toEqual(['BJ_BD1', 'BJ_BD2', 'SH_BD']);
    expect(departmentOptions(TREE, 'WH_42')).toEqual([]);
    expect(groupLabel(14, 'zh-CN')).toBe('上海业务');
    expect(groupLabel(99, 'zh-CN')).toBe('99');
  });
});
