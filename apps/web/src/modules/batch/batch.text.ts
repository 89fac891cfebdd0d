import { defineText } from '@/lib/text';

/** The batch pages' words (namespace 'batch'). */
export const useBatchText = defineText(
  'batch',
  {
    title: '批次报单',
    detailTitle: '批次报单详情',
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
    title: 'Batch bills',
    detailTitle: 'Batch bills details',
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
