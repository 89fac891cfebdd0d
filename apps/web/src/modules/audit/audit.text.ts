import { defineText } from '@/lib/text';

/** The audit-log page's words (namespace 'audit'). */
export const useAuditText = defineText(
  'audit',
  {
    audit: '审计日志',
    time: '时间',
    actor: '操作人',
    entity: '对象',
    entityId: '对象ID',
    action: '动作',
    date: '日期',
    change: '变更',
    show: '查看变更前后',
  },
  {
    audit: 'Audit log',
    time: 'Time',
    actor: 'Actor',
    entity: 'Entity',
    entityId: 'Entity id',
    action: 'Action',
    date: 'Date',
    change: 'Change',
    show: 'Before and after',
  },
);
