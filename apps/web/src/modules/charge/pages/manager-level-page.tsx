import { MANAGER_LEVELS, MANAGER_LEVEL_TEXT, type ManagerLevel, shanghaiMinute } from '@lc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { areaName } from '@/lib/area-name';
import { useLocale } from '@/lib/i18n';
import { MANAGER_LEVEL_LIST, saveManagerLevel } from '../api/charge-api';
import { useChargeText } from '../charge.text';
import type { ListRow } from '@/lib/api-client';

type ManagerLevelRow = ListRow<typeof MANAGER_LEVEL_LIST>;

/** /borrowManage/managerLevel: each salesperson's customer-manager level, which prices their next bills. */
export default function ManagerLevelPage() {
  const t = useChargeText();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: ({ row, level }: { row: ManagerLevelRow; level: ManagerLevel }) => saveManagerLevel(row.id, level),
    onSuccess: async (_, { row, level }) => {
      void message.success(t('levelSaved', { name: row.realName, level: MANAGER_LEVEL_TEXT[level][locale] }));
      await client.invalidateQueries({ queryKey: ['list', MANAGER_LEVEL_LIST.listUrl] });
    },
  });

  const levelPicker = (r: ManagerLevelRow) => (
    <Select<ManagerLevel>
      aria-label={t('levelFor', { name: r.realName })}
      value={r.level}
      style={{ width: 200 }}
      disabled={save.isPending && save.variables?.row.id === r.id}
      onChange={(level) => save.mutate({ row: r, level })}
      options={MANAGER_LEVELS.map((level) => ({
        value: level,
        label: `${MANAGER_LEVEL_TEXT[level][locale]}${!r.assigned && level === r.level ? t('defaultLevel') : ''}`,
      }))}
    />
  );
  const columns: TableColumnsType<ManagerLevelRow> = [
    { title: t('manager'), dataIndex: 'realName', width: 140, fixed: 'left' },
    { title: t('mobile'), dataIndex: 'mobile', width: 140 },
    { title: t('area'), dataIndex: 'areaCode', width: 120, render: (v: string) => areaName(v, locale) },
    { title: t('level'), key: 'level', width: 230, render: (_, r) => levelPicker(r) },
    { title: t('levelUpdatedAt'), dataIndex: 'updatedAt', width: 170, render: (v: string | null) => (v ? shanghaiMinute(v) : '—') },
  ];
  const card = (r: ManagerLevelRow): CardSpec => ({
    title: r.realName,
    fields: [
      { label: t('mobile'), value: r.mobile },
      { label: t('area'), value: areaName(r.areaCode, locale) },
      { label: t('level'), value: levelPicker(r) },
    ],
  });

  return (
    <>
      <Typography.Paragraph type="secondary">{t('levelsNote')}</Typography.Paragraph>
      <ListPage
        label={t('levelsTitle')}
        source={MANAGER_LEVEL_LIST}
        filters={[{ kind: 'text', name: 'keyword', label: t('keyword'), maxLength: 40 }]}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
      />
    </>
  );
}
