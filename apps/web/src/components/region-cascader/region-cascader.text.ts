import { defineText } from '@/lib/text';

export const useRegionCascaderText = defineText(
  'regionCascader',
  { placeholder: '请选择省/市/区', loading: '正在加载行政区划…', notFound: '没有匹配的地区', failed: '行政区划加载失败' },
  {
    placeholder: 'Select province / city / district',
    loading: 'Loading regions…',
    notFound: 'No matching region',
    failed: 'Regions failed to load',
  },
);
