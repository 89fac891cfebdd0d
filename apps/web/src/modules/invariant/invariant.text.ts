import { defineText } from '@/lib/text';

/** The invariant pages' words (namespace 'invariant'). */
export const useInvariantText = defineText(
  'invariant',
  {
    title: '资金不变量检查',
    detailTitle: '资金不变量检查详情',
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
    title: 'Money invariant checks',
    detailTitle: 'Money invariant checks details',
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
