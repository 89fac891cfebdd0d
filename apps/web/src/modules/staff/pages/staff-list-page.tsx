import { AREAS, ROLES, type StaffRow, newPassword } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExcelUploadButton } from '@/components/excel-upload/excel-upload-button';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useStaffText } from '../staff.text';
import { STAFF_IMPORT_PATH, STAFF_IMPORT_TEMPLATE_URL, resetPassword, staffListQuery } from '../api/staff-api';
import { StaffFormModal } from '../components/staff-form-modal';
import { readFilters, writeFilters } from '@/lib/url-filters';

const FILTER_KEYS = ['keyword', 'areaCode', 'roleId', 'status'] as const;

export default function StaffListPage() {
  const { locale } = useLocale();
  const t = useStaffText();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search, FILTER_KEYS);
  const staff = useQuery(staffListQuery(filters));
  const [editing, setEditing] = useState<StaffRow | null | undefined>(undefined);
  const canCreate = usePermission('sys_user_manage:create');
  const canEdit = usePermission('sys_user_manage:edit');
  const canReset = usePermission('sys_user_manage:reset_password');
  const [form] = Form.useForm();

  const apply = (patch: Record<string, string | undefined>) => setSearch(writeFilters(filters, patch));
  const roleName = (id: number) =>
    ROLES.find((r) => r.id === id)?.name[locale] ?? (id === 1 ? (locale === 'zh-CN' ? '系统管理员' : 'Administrator') : String(id));

  const askReset = (row: StaffRow) => {
    let value = '';
    Modal.confirm({
      title: `${t('resetPwd')}：${row.realName}`,
      content: <Input.Password aria-label={t('newPassword')} onChange={(e) => (value = e.target.value)} autoComplete="new-password" />,
      onOk: async () => {
        const checked = newPassword.safeParse(value);
        if (!checked.success) {
          void message.error(checked.error.issues[0]?.message ?? '');
          throw new Error('invalid');
        }
        await resetPassword(row.id, value).then(() => message.success(t('saved')));
      },
    });
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Form
        form={form}
        layout="inline"
        initialValues={filters}
        onFinish={(v: Record<string, string | undefined>) => apply({ ...v, pageNum: '1' })}
        style={{ rowGap: 8 }}
      >
        <Form.Item label={t('keyword')} name="keyword">
          <Input allowClear />
        </Form.Item>
        <Form.Item label={t('area')} name="areaCode">
          <Select allowClear style={{ width: 120 }} options={Object.entries(AREAS).map(([value, n]) => ({ value, label: n[locale] }))} />
        </Form.Item>
        <Form.Item label={t('status')} name="status">
          <Select allowClear style={{ width: 100 }} options={statusFilterOptions('staff', locale)} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setSearch(new URLSearchParams());
            }}
          >
            {t('reset')}
          </Button>
          {canCreate && <Button onClick={() => setEditing(null)}>{t('add')}</Button>}
          {canCreate && <ExcelUploadButton url={STAFF_IMPORT_PATH} label={t('import')} onImported={() => void staff.refetch()} />}
          {canCreate && (
            <Button type="link" href={STAFF_IMPORT_TEMPLATE_URL} download>
              {t('template')}
            </Button>
          )}
        </Space>
      </Form>
      <Table<StaffRow>
        aria-label={t('staff')}
        rowKey="id"
        loading={staff.isFetching}
        dataSource={staff.data?.list ?? []}
        scroll={{ x: true }}
        pagination={{
          current: Number(filters.pageNum),
          pageSize: Number(filters.pageSize),
          total: staff.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pageNum, pageSize) => apply({ pageNum: String(pageNum), pageSize: String(pageSize) }),
        }}
        columns={[
          { title: t('name'), dataIndex: 'realName' },
          { title: t('mobile'), dataIndex: 'mobile' },
          { title: t('area'), dataIndex: 'areaCode', render: (v: keyof typeof AREAS) => AREAS[v]?.[locale] ?? v },
          { title: t('role'), dataIndex: 'roleIds', render: (ids: number[]) => ids.map(roleName).join('、') },
          { title: t('groups'), dataIndex: 'groupIds', render: (ids: number[]) => ids.join(', ') },
          {
            title: t('status'),
            render: (_, r) => (
              <Space>
                <StatusTag list="staff" code={r.status} />
                {r.locked && (
                  <Tag color="red" style={{ color: '#a8071a' }}>
                    {t('locked')}
                  </Tag>
                )}
              </Space>
            ),
          },
          { title: t('created'), dataIndex: 'createdAt', render: (v: string) => new Date(v).toLocaleString(locale) },
          {
            title: t('actions'),
            render: (_, r) => (
              <Space>
                {canEdit && (
                  <Button size="small" onClick={() => setEditing(r)}>
                    {t('edit')}
                  </Button>
                )}
                {canReset && (
                  <Button size="small" onClick={() => askReset(r)}>
                    {t('resetPwd')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <StaffFormModal
          row={editing}
          open
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void message.success(t('saved'));
            void staff.refetch();
          }}
        />
      )}
    </Space>
  );
}
