import { defineText } from '@/lib/text';

/** The org filter's words (namespace 'orgFilter'). */
export const useOrgFilterText = defineText(
  'orgFilter',
  { area: '区域', department: '部门', salesperson: '业务员', allSales: '全部业务员', all: '全部' },
  { area: 'Region', department: 'Department', salesperson: 'Salesperson', allSales: 'All salespeople', all: 'All' },
);
