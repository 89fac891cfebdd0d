import { defineText } from '@/lib/text';

/** The system LTV's words (namespace 'ltv'): decision 0024. */
export const useLtvText = defineText(
  'ltv',
  {
    system: '系统抵押率',
    declared: '申报',
    overLimit: '超限',
    limit: '上限 {{limit}}',
    notValued: '未估价',
    noEquity: '估值为零，无法计算',
    partlyValued: '已估价 {{valued}}/{{total}} 处',
    openValuation: '估价：抵押物{{n}}',
    valuationTitle: '抵押物{{n}}估价',
    latestValuations: '最新估价',
    noValuation: '暂无估价',
    wanOn: '{{total}}万元（{{date}}）',
  },
  {
    system: 'System LTV',
    declared: 'Declared',
    overLimit: 'Over limit',
    limit: 'Limit {{limit}}',
    notValued: 'Not valued',
    noEquity: 'The valuation is zero: no ratio',
    partlyValued: '{{valued}} of {{total}} valued',
    openValuation: 'Value collateral {{n}}',
    valuationTitle: 'Valuation of collateral {{n}}',
    latestValuations: 'Latest valuations',
    noValuation: 'No valuation yet',
    wanOn: '{{total}} × 10k yuan ({{date}})',
  },
);
