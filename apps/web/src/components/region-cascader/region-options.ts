import { REGION_EXTRA_CODES, type RegionNode } from '@lc/shared';

export type RegionOption = { value: string; label: string; children?: RegionOption[] };

/** A municipality's extra city level (北京市 › 市辖区): nobody picks it, a district is picked under the province. */
export const isExtraLevel = (code: string) => Object.hasOwn(REGION_EXTRA_CODES, code);

/**
 * Cascader options down to `levels` (1 province, 2 city, 3 district). Down to districts, a
 * municipality's extra level is left out: 北京市 › 朝阳区. The tree is walked once per tree and
 * depth, so the 3,700 regions cost nothing on re-render.
 */
export function regionOptions(tree: readonly RegionNode[], levels = 3): RegionOption[] {
  const map = (nodes: readonly RegionNode[], depth: number): RegionOption[] =>
    nodes.flatMap((n) => {
      if (levels === 3 && depth === 2 && isExtraLevel(n.code) && n.children?.length) return map(n.children, depth + 1);
      return n.children?.length && depth < levels
        ? [{ value: n.code, label: n.name, children: map(n.children, depth + 1) }]
        : [{ value: n.code, label: n.name }];
    });
  return map(tree, 1);
}

/** Search: every typed word must appear in the path's names (朝阳 北京 finds 北京市 › 市辖区 › 朝阳区), or a code prefix. */
export function matchesRegion(input: string, path: readonly { label?: unknown; value?: unknown }[]): boolean {
  const words = input.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const names = path.map((p) => String(p.label ?? '')).join(' ');
  const last = String(path.at(-1)?.value ?? '');
  return words.every((w) => names.includes(w) || (/^\d+$/.test(w) && last.startsWith(w)));
}
