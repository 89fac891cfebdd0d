import type { AuditRow } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Space, Table } from 'antd';
import { useSearchParams } from 'react-router';
import { ExportButton } from '@/components/export-button/export-button';
import { useLocale } from '@/lib/i18n';
import { useAuditText } from '../audit.text';
import { AUDIT_EXPORT_PATH, auditListQuery } from '../api/audit-api';
import { readFilters, writeFilters } from '@/lib/url-filters';

const FILTER_KEYS = ['entity', 'action', 'from', 'to'] as const;

export default function AuditLogPage() {
  const { locale } = useLocale();
  const t = useAuditText();
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search, FILTER_KEYS);
  const audit = useQuery(auditListQuery(filters));
  const [form] = Form.useForm();

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Form
        form={form}
        layout="inline"
        initialValues={filters}
        onFinish={(v: Record<string, string | undefined>) => setSearch(writeFilters(filters, { ...v, pageNum: '1' }))}
        style={{ rowGap: 8 }}
      >
        <Form.Item label={t('entity')} name="entity">
          <Input allowClear />
        </Form.Item>
        <Form.Item label={t('action')} name="action">
          <Input allowClear />
        </Form.Item>
        <Form.Item label={t('from')} name="from">
          <Input type="date" />
        </Form.Item>
        <Form.Item label={t('to')} name="to">
          <Input type="date" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('search')}
          </Button>
          <ExportButton url={AUDIT_EXPORT_PATH} params={filters} defaultName={t('audit')} />
        </Space>
      </Form>
      <Table<AuditRow>
        aria-label={t('audit')}
        rowKey="id"
        loading={audit.isFetching}
        dataSource={audit.data?.list ?? []}
        scroll={{ x: true }}
        expandable={{
          expandedRowRender: (r) => (
            <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify({ before: r.before, after: r.after }, null, 2)}</pre>
          ),
        }}
        pagination={{
          current: Number(filters.pageNum),
          pageSize: Number(filters.pageSize),
          total: audit.data?.total ?? 0,
          onChange: (p, s) => setSearch(writeFilters(filters, { pageNum: String(p), pageSize: String(s) })),
        }}
        columns={[
          { title: t('time'), dataIndex: 'at', render: (v: string) => new Date(v).toLocaleString(locale, { timeZone: 'Asia/Shanghai' }) },
          { title: t('actor'), dataIndex: 'actorName' },
          { title: t('entity'), dataIndex: 'entity' },
          { title: t('entityId'), dataIndex: 'entityId' },
          { title: t('action'), dataIndex: 'action' },
          { title: 'IP', dataIndex: 'ip' },
        ]}
      />
    </Space>
  );
}
