import { defineText } from '@/lib/text';

export const useIdentityText = defineText(
  'identity',
  {
    title: '修改密码',
    old: '原密码',
    fresh: '新密码',
    confirm: '确认新密码',
    mismatch: '两次输入的密码不一致',
    done: '密码已修改',
    required: '请填写',
  },
  {
    title: 'Change password',
    old: 'Current password',
    fresh: 'New password',
    confirm: 'Confirm new password',
    mismatch: 'The passwords differ',
    done: 'Password changed',
    required: 'Please fill in',
  },
);
