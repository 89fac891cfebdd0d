import { defineText } from '@/lib/text';

/** The list block's words (namespace 'listPage'). */
export const useListText = defineText(
  'listPage',
  {
    search: '查询',
    reset: '重置',
    filters: '筛选',
    filtersActive: '筛选（{{n}}）',
    total: '共 {{n}} 条',
    noMore: '没有更多了',
    loadMore: '加载更多',
    loading: '加载中…',
    empty: '暂无数据',
    fill: '请填写{{label}}',
    select: '请选择{{label}}',
    from: '开始日期',
    to: '结束日期',
    actions: '操作',
  },
  {
    search: 'Search',
    reset: 'Reset',
    filters: 'Filters',
    filtersActive: 'Filters ({{n}})',
    total: '{{n}} in total',
    noMore: 'No more',
    loadMore: 'Load more',
    loading: 'Loading…',
    empty: 'No data',
    fill: 'Please fill in {{label}}',
    select: 'Please select {{label}}',
    from: 'From',
    to: 'To',
    actions: 'Actions',
  },
);
