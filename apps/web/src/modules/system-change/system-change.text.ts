import { defineText } from '@/lib/text';

/** The system-change pages' words (namespace 'system-change'). */
export const useSystemChangeText = defineText(
  'system-change',
  {
    title: '系统变更申请',
    detailTitle: '系统变更申请详情',
    keyword: '名称',
    name: '名称',
    area: '区域',
    createdAt: '登记时间',
    updatedAt: '更新时间',
    add: '新增',
    edit: '编辑',
    save: '保存',
    cancel: '取消',
    back: '返回列表',
    missingId: '缺少记录编号',
    loadFailed: '记录加载失败',
  },
  {
    title: 'System change request',
    detailTitle: 'System change request details',
    keyword: 'Name',
    name: 'Name',
    area: 'Area',
    createdAt: 'Recorded at',
    updatedAt: 'Updated at',
    add: 'Add',
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    back: 'Back to the list',
    missingId: 'No record number given',
    loadFailed: 'The record could not be loaded',
  },
);
