import { shanghaiSecond } from '@lc/shared';
import type { AuditRow } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import { ExportButton } from '@/components/export-button/export-button';
import type { CardSpec } from '@/components/list-page/card-list';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { AUDIT_EXPORT, AUDIT_LIST } from '../api/audit-api';
import { useAuditText } from '../audit.text';

/** What a write changed, as the trail holds it. */
const Change = ({ row }: { row: AuditRow }) => (
  <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{JSON.stringify({ before: row.before, after: row.after }, null, 2)}</pre>
);

/** /systemSetting/auditLog: the audit trail, newest first; a row opens to show before and after. */
export default function AuditLogPage() {
  const t = useAuditText();
  const at = shanghaiSecond;

  const filters: FilterField[] = [
    { kind: 'text', name: 'entity', label: t('entity'), maxLength: 64 },
    { kind: 'text', name: 'action', label: t('action'), maxLength: 64 },
    { kind: 'dateRange', from: 'from', to: 'to', label: t('date') },
  ];
  const columns: TableColumnsType<AuditRow> = [
    { title: t('time'), dataIndex: 'at', width: 180, render: at },
    { title: t('actor'), dataIndex: 'actorName', width: 140 },
    { title: t('entity'), dataIndex: 'entity', width: 140 },
    { title: t('entityId'), dataIndex: 'entityId', width: 160 },
    { title: t('action'), dataIndex: 'action', width: 160 },
    { title: 'IP', dataIndex: 'ip', width: 140 },
  ];
  const card = (r: AuditRow): CardSpec => ({
    title: `${r.entity} · ${r.action}`,
    extra: r.actorName,
    fields: [
      { label: t('time'), value: at(r.at) },
      { label: t('entityId'), value: r.entityId ?? '—' },
      { label: 'IP', value: r.ip ?? '—' },
      {
        label: t('change'),
        value: (
          <details>
            <summary>{t('show')}</summary>
            <Change row={r} />
          </details>
        ),
      },
    ],
  });

  return (
    <ListPage<AuditRow>
      label={t('audit')}
      {...AUDIT_LIST}
      filters={filters}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      scrollX={960}
      expandable={{ expandedRowRender: (r) => <Change row={r} /> }}
      toolbar={({ filters: inForce }) => <ExportButton endpoint={AUDIT_EXPORT} params={inForce} defaultName={t('audit')} />}
    />
  );
}
