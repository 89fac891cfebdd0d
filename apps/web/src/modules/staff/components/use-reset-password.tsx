import { type StaffRow, newPassword } from '@lc/shared';
import { App, Input } from 'antd';
import { ApiError } from '@/lib/http';
import { resetPassword } from '../api/staff-api';
import { useStaffText } from '../staff.text';
import { labelled } from '@/lib/punctuation';

/** Asks for a new password in a confirm dialog; the dialog stays open while the value is refused. */
export function useResetPassword() {
  const t = useStaffText();
  const { message, modal } = App.useApp();
  return (row: StaffRow) => {
    let value = '';
    modal.confirm({
      title: labelled(t('resetPwd'), row.realName),
      content: <Input.Password aria-label={t('newPassword')} onChange={(e) => (value = e.target.value)} autoComplete="new-password" />,
      onOk: async () => {
        const checked = newPassword.safeParse(value);
        if (!checked.success) {
          void message.error(checked.error.issues[0]?.message ?? '');
          throw new Error('invalid');
        }
        try {
          await resetPassword(row.id, value);
        } catch (e) {
          // Silent call: the server's refusal is said here.
          if (e instanceof ApiError) void message.error(e.message);
          throw e;
        }
        void message.success(t('saved'));
      },
    });
  };
}
