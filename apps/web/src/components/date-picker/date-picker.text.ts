import { defineText } from '@/lib/text';

/** Spec 001 §5: a date's placeholder is "please select {label}". */
export const useDatePickerText = defineText(
  'datePicker',
  { date: '请选择日期', datetime: '请选择时间', selectLabel: '请选择{{label}}' },
  { date: 'Select a date', datetime: 'Select a date and time', selectLabel: 'Select {{label}}' },
);
