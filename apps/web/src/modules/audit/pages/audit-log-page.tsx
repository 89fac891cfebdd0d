import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditActionLabel, auditEntityLabel, shanghaiSecond } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import { ExportButton } from '@/components/export-button/export-button';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { AUDIT_EXPORT, AUDIT_LIST } from '../api/audit-api';
import { useLocale } from '@/lib/i18n';
import { useAuditText } from '../audit.text';
import type { ListFilter, ListRow } from '@/lib/api-client';

type AuditRow = ListRow<typeof AUDIT_LIST>;

/** Levelled decisions as the trail writes them (approve-2), beside the plain codes. */
const LEVELLED = ['approve-1', 'approve-2', 'reject-1', 'reject-2'];

/** What a write changed, as the trail holds it. */
const Change = ({ row }: { row: AuditRow }) => (
  <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{JSON.stringify({ before: row.before, after: row.after }, null, 2)}</pre>
);

/** /systemSetting/auditLog: the audit trail, newest first; a row opens to show before and after. */
export default function AuditLogPage() {
  const t = useAuditText();
  const { locale } = useLocale();
  const at = shanghaiSecond;
  // The trail keeps codes; the page shows and filters by their labels (issue 29).
  const action = (code: string) => auditActionLabel(code, locale);
  const entity = (code: string) => auditEntityLabel(code, locale);
  const options = (codes: string[], label: (code: string) => string) => codes.map((value) => ({ value, label: label(value) }));

  const filters: FilterField<ListFilter<typeof AUDIT_LIST>>[] = [
    { kind: 'select', name: 'entity', label: t('entity'), width: 170, options: options(Object.keys(AUDIT_ENTITY_LABELS), entity) },
    {
      kind: 'select',
      name: 'action',
      label: t('action'),
      width: 170,
      options: options([...Object.keys(AUDIT_ACTION_LABELS), ...LEVELLED], action),
    },
    { kind: 'dateRange', from: 'from', to: 'to', label: t('date') },
  ];
  const columns: TableColumnsType<AuditRow> = [
    { title: t('time'), dataIndex: 'at', width: 180, render: at },
    { title: t('actor'), dataIndex: 'actorName', width: 140 },
    { title: t('entity'), dataIndex: 'entity', width: 140, render: entity },
    { title: t('entityId'), dataIndex: 'entityId', width: 160 },
    { title: t('action'), dataIndex: 'action', width: 160, render: action },
    { title: 'IP', dataIndex: 'ip', width: 140 },
  ];
  const card = (r: AuditRow): CardSpec => ({
    title: `${entity(r.entity)} · ${action(r.action)}`,
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
    <ListPage
      label={t('audit')}
      source={AUDIT_LIST}
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
