import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useRegionLookup, useRegionTree } from './region-api';
import { useRegionCascaderText } from './region-cascader.text';
import { isExtraLevel, matchesRegion, regionOptions } from './region-options';

export type RegionCascaderProps = {
  /** The chosen region's six-digit code (the deepest level picked). */
  value?: string | null;
  /** The code, and the codes from the province down to it (110000, 110100, 110105). */
  onChange?: (code: string | null, pathCodes: string[]) => void;
  /** 1 province, 2 city, 3 district (default). */
  levels?: 1 | 2 | 3;
  /** Allow a province or city to be the answer, not only the last level. */
  changeOnSelect?: boolean;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: React.CSSProperties;
};

/** Province › city › district from the GB/T 2260 dictionary (spec 000 §3), searchable by name or code. */
export function RegionCascader({
  value,
  onChange,
  levels = 3,
  changeOnSelect = false,
  placeholder,
  allowClear = true,
  style,
  ...rest
}: RegionCascaderProps) {
  const t = useRegionCascaderText();
  const tree = useRegionTree();
  const lookup = useRegionLookup();
  const options = useMemo(() => regionOptions(tree.data ?? [], levels), [tree.data, levels]);
  // The options skip a municipality's extra level when they reach districts; the answer still names it.
  const shown = (codes: string[]) => (levels === 3 ? codes.filter((c) => !isExtraLevel(c)) : codes);
  const path = value ? shown(lookup.pathCodes(value)) : [];

  return (
    <Cascader
      {...rest}
      style={{ minWidth: 240, ...style }}
      options={options}
      value={path.length ? path : undefined}
      onChange={(codes) => {
        const code = (codes ?? []).map(String).at(-1) ?? null;
        onChange?.(code, code ? lookup.pathCodes(code) : []);
      }}
      changeOnSelect={changeOnSelect}
      allowClear={allowClear}
      loading={tree.isLoading}
      placeholder={tree.isError ? t('failed') : (placeholder ?? t('placeholder'))}
      notFoundContent={tree.isLoading ? t('loading') : t('notFound')}
      showSearch={{ filter: matchesRegion, limit: 50 }}
      expandTrigger="hover"
    />
  );
}
