/** Spec 000 §9: the direct-controlled municipalities (Beijing, Tianjin, Shanghai, Chongqing). */
export const DIRECT_CITY_CODES = ['110000', '120000', '310000', '500000'] as const;

/**
 * Spec 000 §3: "plus a few extra codes for city urban/other areas"; the codes are not shown, so
 * these are ours. They are the GB/T 2260 city-level codes the municipalities keep: XX0100 市辖区
 * (the city's urban districts) and 500200 县 (Chongqing's remaining counties, the "other areas").
 * With them every mainland region has the same three levels (province → city → district), so
 * Beijing's Chaoyang is 110000 › 110100 › 110105 like Wuhan's Jiang'an is 420000 › 420100 › 420102.
 */
export const REGION_EXTRA_CODES: Readonly<Record<string, string>> = {
  '110100': '市辖区',
  '120100': '市辖区',
  '310100': '市辖区',
  '500100': '市辖区',
  '500200': '县',
};
