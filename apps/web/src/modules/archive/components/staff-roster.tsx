import { shanghaiMinute } from '@lc/shared';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { PageHeader } from '@/components/page-header/page-header';

type StaffRow = { userId: number; name: string; mobile: string; addedAt: string };
type Roster<R extends StaffRow> = { list: R[]; candidates: { id: number; name: string }[] };

/** What a roster page says: its title and hint, and the words of its add and remove actions. */
export type RosterTexts = {
  title: string;
  hint: string;
  staff: string;
  mobile: string;
  addedAt: string;
  actions: string;
  add: string;
  remove: string;
  removeConfirm: string;
  save: string;
  cancel: string;
  saved: string;
};

/**
 * A list of staff kept for one purpose (who may approve transfers, who may not take files out):
 * the staff, when they were added, a remove behind a confirm, and an add form whose first field
 * picks one of the candidates.
 */
export function StaffRoster<R extends StaffRow, K extends QueryKey>(props: {
  texts: RosterTexts;
  formName: string;
  query: UseQueryOptions<Roster<R>, Error, Roster<R>, K>;
  /** Columns shown between the mobile and the date added. */
  moreColumns?: ColumnsType<R>;
  userIdRule: FieldDef['verify'];
  /** Fields of the add form after the staff member. */
  moreFields?: FieldDef[];
  add: (values: FieldValues) => Promise<unknown>;
  remove: (userId: number) => Promise<unknown>;
}) {
  const { texts: t, query } = props;
  const client = useQueryClient();
  const q = useQuery(query);
  const [adding, setAdding] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: query.queryKey });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t.title} />
      <Alert type="info" showIcon title={t.hint} />
      <Card
        size="small"
        extra={
          <Button type="primary" ghost onClick={() => setAdding(true)}>
            {t.add}
          </Button>
        }
      >
        <Table<R>
          aria-label={t.title}
          size="small"
          rowKey="userId"
          pagination={false}
          loading={q.isLoading}
          scroll={{ x: 'max-content' }}
          dataSource={q.data?.list ?? []}
          columns={[
            { title: t.staff, dataIndex: 'name' },
            { title: t.mobile, dataIndex: 'mobile' },
            ...(props.moreColumns ?? []),
            { title: t.addedAt, dataIndex: 'addedAt', render: (v: string) => shanghaiMinute(v) },
            {
              title: t.actions,
              key: 'act',
              render: (_, r) => (
                <Popconfirm
                  title={t.removeConfirm}
                  okText={t.remove}
                  cancelText={t.cancel}
                  onConfirm={async () => {
                    await props.remove(r.userId);
                    await refresh();
                  }}
                >
                  <Button size="small" danger aria-label={`${t.remove} ${r.name}`}>
                    {t.remove}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
      <ConfigFormModal
        open={adding}
        onClose={() => setAdding(false)}
        name={props.formName}
        title={t.add}
        fields={[
          {
            key: 'userId',
            label: t.staff,
            type: 'select',
            verify: props.userIdRule,
            options: (q.data?.candidates ?? []).map((c) => ({ value: c.id, name: c.name })),
          },
          ...(props.moreFields ?? []),
        ]}
        save={async (values: FieldValues) => {
          await props.add(values);
          await refresh();
        }}
        savedText={t.saved}
        invalidate={[query.queryKey]}
        texts={{ save: t.save, cancel: t.cancel }}
      />
    </Space>
  );
}
