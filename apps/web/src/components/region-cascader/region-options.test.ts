import type { RegionNode } from '@lc/shared';
import { describe, expect, it } from 'vitest';
import { matchesRegion, regionOptions } from './region-options';

const TREE: RegionNode[] = [
  {
    code: '110000',
    name: '北京市',
    children: [{ code: '110100', name: '市辖区', children: [{ code: '110105', name: '朝阳区' }] }],
  },
  { code: '710000', name: '台湾省' },
];

describe('region options', () => {
  it("maps code and name to value and label, down to districts by default, past a municipality's 市辖区", () => {
    expect(regionOptions(TREE)).toEqual([
      { value: '110000', label: '北京市', children: [{ value: '110105', label: '朝阳区' }] },
      { value: '710000', label: '台湾省' },
    ]);
    expect(JSON.stringify(regionOptions(TREE))).not.toContain('市辖区');
  });

  it.each([
    [1, [{ value: '110000', label: '北京市' }]],
    [2, [{ value: '110000', label: '北京市', children: [{ value: '110100', label: '市辖区' }] }]],
  ])('stops at %i level(s)', (levels, expected) => {
    expect(regionOptions(TREE, levels).slice(0, 1)).toEqual(expected);
  });
});

describe('region search', () => {
  const path = [
    { value: '110000', label: '北京市' },
    { value: '110100', label: '市辖区' },
    { value: '110105', label: '朝阳区' },
  ];
  it.each([
    ['朝阳', true],
    ['北京 朝阳', true],
    ['朝阳 上海', false],
    ['1101', true],
    ['1102', false],
    ['  ', true],
  ])('%j → %s', (input, expected) => expect(matchesRegion(input, path)).toBe(expected));
});
