import { defineText } from '@/lib/text';

/** The configurable form's own words (namespace 'configForm'). */
export const useConfigFormText = defineText(
  'configForm',
  {
    enter: '请输入{{label}}',
    select: '请选择{{label}}',
    pleaseSelect: '请选择',
    submit: '提交',
    empty: '-',
    imageSlot: '图片位置',
  },
  {
    enter: 'Please enter {{label}}',
    select: 'Please select {{label}}',
    pleaseSelect: 'Please select',
    submit: 'Submit',
    empty: '-',
    imageSlot: 'Image slot',
  },
);
