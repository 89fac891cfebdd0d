import { defineText } from '@/lib/text';

export const useOperationRecordText = defineText(
  'operationRecord',
  { title: '操作记录', empty: '暂无操作记录', neutral: '记录', error: '驳回/失败', warning: '待处理', success: '通过/完成' },
  {
    title: 'Operation records',
    empty: 'No operation records',
    neutral: 'Note',
    error: 'Rejected / failed',
    warning: 'Pending',
    success: 'Passed / done',
  },
);
