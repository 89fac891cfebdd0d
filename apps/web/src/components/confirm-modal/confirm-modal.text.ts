import { defineText } from '@/lib/text';

export const useConfirmModalText = defineText(
  'confirmModal',
  { ok: '确定', cancel: '取消', success: '成功', info: '提示', warning: '警告', error: '错误', confirm: '确认' },
  { ok: 'OK', cancel: 'Cancel', success: 'Success', info: 'Information', warning: 'Warning', error: 'Error', confirm: 'Confirm' },
);
