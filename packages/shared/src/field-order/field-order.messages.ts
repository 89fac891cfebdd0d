import type { LocalisedText } from '../route-table/route-table.types';

/** The field-order module's error replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const FIELD_ORDER_REPLY_MESSAGES = {
  fieldOrderNotFound: {
    'zh-CN': '外勤单不存在或不在您的数据范围内',
    'en-US': 'The field order does not exist or is outside your data scope',
  },
  fieldOrderNotYours: { 'zh-CN': '只有被派单的外勤人员可以提交', 'en-US': 'Only the field person it was dispatched to may submit it' },
  fieldOrderBeforeVisit: {
    'zh-CN': '外勤日期为{date}，当天起才能提交核查结果',
    'en-US': 'The visit is on {date}: its findings can be submitted from that day on',
  },
  fieldOrderWrongForm: { 'zh-CN': '该外勤单应填写{form}表单', 'en-US': 'This order is filled in on the {form} form' },
  fieldOrderClosed: {
    'zh-CN': '该外勤单已审批或已变更，请刷新后重试',
    'en-US': 'The field order has been reviewed or changed: refresh and try again',
  },
  fieldOrderNotSubmitted: { 'zh-CN': '外勤人员尚未提交核查结果', 'en-US': 'The field person has not submitted the findings yet' },
  fieldOrderPhotoNotFound: { 'zh-CN': '照片不存在或不是您上传的', 'en-US': 'A photo does not exist or was not uploaded by you' },
  fieldOrderPhotoUsed: { 'zh-CN': '照片已用于其他外勤单', 'en-US': 'A photo is already used by another field order' },
} as const satisfies Record<string, LocalisedText>;
