import { AREAS, GROUPS, ROLES, type StaffRow, mobileRequired, newPassword, statusOptions } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { useStaffText } from '../staff.text';
import { createStaff, grantOptionsQuery, updateStaff } from '../api/staff-api';
import { EnterForm } from '@/components/config-form/enter-form';

type Values = {
  realName: string;
  mobile: string;
  email?: string;
  areaCode: 'BJ_11';
  departmentCode?: string;
  roleIds: number[];
  groupIds: number[];
  status?: number;
  password?: string;
};

/** Create (row null) or edit a staff member; server messages are shown inline. */
export function StaffFormModal({
  row,
  open,
  onClose,
  onSaved,
}: {
  row: StaffRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { locale } = useLocale();
  const t = useStaffText();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  // What the server would refuse to grant is greyed out (decision 0014); what the row already holds stays as it is.
  const options = useQuery({ ...grantOptionsQuery, enabled: open }).data;
  const offered = <T,>(value: T, grantable: readonly T[] | undefined, held: readonly T[] = []) =>
    !grantable || grantable.includes(value) || held.includes(value) ? {} : { disabled: true };

  const submit = async () => {
    const v = await form.validateFields();
    setError(null);
    try {
      const common = {
        realName: v.realName,
        mobile: v.mobile,
        email: v.email ?? '',
        areaCode: v.areaCode,
        departmentCode: v.departmentCode || null,
        roleIds: v.roleIds,
        groupIds: v.groupIds ?? [],
      };
      if (row) await updateStaff(row.id, { ...common, status: v.status ?? 1, version: row.version });
      else await createStaff({ ...common, password: v.password ?? '' });
      onSaved();
    } catch (e) {
      setError(e instanceof ApiError && e.httpStatus === 409 ? t('conflict') : e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Modal open={open} title={row ? t('edit') : t('add')} onOk={() => void submit()} onCancel={onClose} destroyOnHidden width={560}>
      {error && <Alert role="alert" type="error" message={error} style={{ marginBottom: 12 }} />}
      {/* Its own name, so field ids do not clash with the list's filter form (same field names) and labels point here. */}
      <EnterForm
        form={form}
        name="staffForm"
        layout="vertical"
        initialValues={
          row
            ? { ...row, email: row.email ?? '', departmentCode: row.departmentCode ?? '' }
            : { areaCode: 'BJ_11', roleIds: [], groupIds: [] }
        }
        onEnterSubmit={() => void submit()}
      >
        <Form.Item label={t('name')} name="realName" rules={[{ required: true, message: `请填写${t('name')}` }, { max: 32 }]}>
          <Input />
        </Form.Item>
        <Form.Item label={t('mobile')} name="mobile" rules={[zodRule(mobileRequired)]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item label={t('email')} name="email" rules={[{ type: 'email', message: '邮箱格式错误' }]}>
          <Input />
        </Form.Item>
        <Form.Item label={t('area')} name="areaCode" rules={[{ required: true }]}>
          <Select
            options={Object.entries(AREAS).map(([value, n]) => ({
              value,
              label: n[locale],
              ...offered(value, options?.areaCodes, row ? [row.areaCode] : []),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('department')} name="departmentCode">
          <Input />
        </Form.Item>
        <Form.Item label={t('role')} name="roleIds" rules={[{ required: true, message: '请至少选择一个角色' }]}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={[
              { value: 1, label: locale === 'zh-CN' ? '系统管理员' : 'System administrator', ...offered(1, options?.roleIds) },
              ...ROLES.map((r) => ({ value: r.id, label: `${r.id} ${r.name[locale]}`, ...offered<number>(r.id, options?.roleIds) })),
            ]}
          />
        </Form.Item>
        <Form.Item label={t('groups')} name="groupIds">
          <Select
            mode="multiple"
            options={Object.entries(GROUPS).map(([id, n]) => ({
              value: Number(id),
              label: n[locale],
              ...offered(Number(id), options?.groupIds, row?.groupIds),
            }))}
          />
        </Form.Item>
        {row ? (
          <Form.Item label={t('status')} name="status">
            <Select options={statusOptions('staff', locale)} />
          </Form.Item>
        ) : (
          <Form.Item
            label={t('password')}
            name="password"
            rules={[{ required: true, message: `请填写${t('password')}` }, zodRule(newPassword)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
      </EnterForm>
    </Modal>
  );
}
