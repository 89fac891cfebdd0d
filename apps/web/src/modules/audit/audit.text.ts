import { defineText } from '@/lib/text';

/** The audit-log page's words (namespace 'audit'). */
export const useAuditText = defineText(
  'audit',
  {
    search: '查询',
    audit: '审计日志',
    time: '时间',
    actor: '操作人',
    entity: '对象',
    entityId: '对象ID',
    action: '动作',
    from: '开始日期',
    to: '结束日期',
  },
  {
    search: 'Search',
    audit: 'Audit log',
    time: 'Time',
    actor: 'Actor',
    entity: 'Entity',
    entityId: 'Entity id',
    action: 'Action',
    from: 'From',
    to: 'To',
  },
);
