import { AREAS, ROLES, shanghaiMinute } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ExcelUploadButton } from '@/components/excel-upload/excel-upload-button';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { usePermission } from '@/lib/auth';
import { type Locale, useLocale } from '@/lib/i18n';
import { areaName } from '@/lib/area-name';
import { STAFF_IMPORT, STAFF_IMPORT_TEMPLATE_URL, STAFF_LIST, refreshStaffList } from '../api/staff-api';
import { useResetPassword } from '../components/use-reset-password';
import { useStaffText } from '../staff.text';
import { punctuation } from '@/lib/punctuation';
import type { ListRow, ListFilter } from '@/lib/api-client';
import { lazyDialog } from '@/lib/lazy-dialog';

const StaffFormModal = lazyDialog(() => import('../components/staff-form-modal').then((m) => m.StaffFormModal));

type StaffRow = ListRow<typeof STAFF_LIST>;

const ADMIN_ROLE = { 'zh-CN': '系统管理员', 'en-US': 'Administrator' } as const;
const roleName = (id: number, locale: Locale) =>
  ROLES.find((r) => r.id === id)?.name[locale] ?? (id === 1 ? ADMIN_ROLE[locale] : String(id));

/** /systemSetting/staffManage: staff in the admin's scope; add, edit, reset a password, import from Excel. */
export default function StaffListPage() {
  const { locale } = useLocale();
  const t = useStaffText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const askReset = useResetPassword();
  // undefined: no form; null: a new staff member; a row: that one.
  const [editing, setEditing] = useState<StaffRow | null | undefined>(undefined);
  const canCreate = usePermission('sys_user_manage:create');
  const canEdit = usePermission('sys_user_manage:edit');
  const canReset = usePermission('sys_user_manage:reset_password');

  const filters: FilterField<ListFilter<typeof STAFF_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword') },
    {
      kind: 'select',
      name: 'areaCode',
      label: t('area'),
      width: 120,
      options: Object.keys(AREAS).map((v) => ({ value: v, label: areaName(v, locale) })),
    },
    {
      kind: 'select',
      name: 'roleId',
      label: t('role'),
      width: 180,
      options: ROLES.map((r) => ({ value: String(r.id), label: r.name[locale] })),
    },
    { kind: 'select', name: 'status', label: t('status'), width: 100, options: statusFilterOptions('staff', locale) },
  ];
  const status = (r: StaffRow) => (
    <Space size={4}>
      <StatusTag list="staff" code={r.status} />
      {r.locked && (
        <Tag color="red" style={{ color: '#a8071a' }}>
          {t('locked')}
        </Tag>
      )}
    </Space>
  );
  const actions = (r: StaffRow) => (
    <Space size={4}>
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
  );
  const roles = (ids: number[]) => ids.map((id) => roleName(id, locale)).join(punctuation().enumeration);
  const columns: TableColumnsType<StaffRow> = [
    { title: t('name'), dataIndex: 'realName', width: 120, fixed: 'left' },
    { title: t('mobile'), dataIndex: 'mobile', width: 130 },
    { title: t('area'), dataIndex: 'areaCode', width: 90, render: (v: string) => areaName(v, locale) },
    { title: t('role'), dataIndex: 'roleIds', width: 220, render: roles },
    { title: t('groups'), dataIndex: 'groupIds', width: 90, render: (ids: number[]) => ids.join(', ') },
    { title: t('status'), key: 'status', width: 150, render: (_, r) => status(r) },
    { title: t('created'), dataIndex: 'createdAt', width: 180, render: (v: string) => shanghaiMinute(v) },
    { title: t('actions'), key: 'actions', width: 190, fixed: 'right', render: (_, r) => actions(r) },
  ];
  const card = (r: StaffRow): CardSpec => ({
    title: r.realName,
    extra: status(r),
    fields: [
      { label: t('mobile'), value: r.mobile },
      { label: t('area'), value: areaName(r.areaCode, locale) },
      { label: t('role'), value: roles(r.roleIds) },
    ],
    actions: [actions(r)],
  });
  const toolbar = () =>
    canCreate && (
      <>
        <Button onClick={() => setEditing(null)}>{t('add')}</Button>
        <ExcelUploadButton endpoint={STAFF_IMPORT} label={t('import')} onImported={() => void refreshStaffList(client)} />
        <Button type="link" href={STAFF_IMPORT_TEMPLATE_URL} download>
          {t('template')}
        </Button>
      </>
    );

  return (
    <>
      <ListPage
        label={t('staff')}
        source={STAFF_LIST}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        scrollX={1170}
        toolbar={toolbar}
      />
      {editing !== undefined && (
        <StaffFormModal
          row={editing}
          open
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void message.success(t('saved'));
            void refreshStaffList(client);
          }}
        />
      )}
    </>
  );
}
