import { CONTRACT_MESSAGES, TEMPLATE_FIELDS, type TemplateKind, shanghaiMinute, templateInput } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { TEMPLATE_LISTS, contractKeys, createTemplate, refreshContracts, templateQuery, updateTemplate } from '../api/contract-api';
import { useContractText } from '../contract.text';
import type { ListRow } from '@/lib/api-client';

type TemplateRow = ListRow<(typeof TEMPLATE_LISTS)[keyof typeof TEMPLATE_LISTS]>;

/** The fields a body may name, as a hint under the form. */
function FieldHint() {
  const t = useContractText();
  const { locale } = useLocale();
  return (
    <div style={{ fontSize: 12, color: '#555' }}>
      <div>{t('fields')}</div>
      {Object.entries(TEMPLATE_FIELDS).map(([key, label]) => (
        <div key={key}>{`{{${key}}} ${label[locale]}`}</div>
      ))}
    </div>
  );
}

/** A new template, or a template's next version (the form starts from the current one). */
function TemplateFormModal({ kind, editing, onClose }: { kind: TemplateKind; editing: number | 'new'; onClose: () => void }) {
  const t = useContractText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const current = useQuery({ ...templateQuery(kind, editing === 'new' ? 0 : editing), enabled: editing !== 'new' });
  if (editing !== 'new' && !current.data) return null;
  const save = async (values: FieldValues) => {
    const text = templateInput.parse(values);
    if (editing === 'new') await createTemplate(kind, text);
    else await updateTemplate(kind, editing, { ...text, version: current.data!.version });
    await refreshContracts(client);
  };
  return (
    <ConfigFormModal
      open
      onClose={onClose}
      name={`template-${kind}`}
      title={editing === 'new' ? t('newTemplate') : t('editTemplate')}
      width={720}
      fields={[
        { key: 'name', label: t('name'), type: 'input', verify: [templateInput.shape.name] },
        { key: 'body', label: t('body'), type: 'textarea', verify: [templateInput.shape.body] },
      ]}
      {...(current.data ? { initialValues: { name: current.data.name, body: current.data.body } } : {})}
      save={save}
      savedText={(editing === 'new' ? CONTRACT_MESSAGES.templateAdded : CONTRACT_MESSAGES.templateSaved)[locale]}
      invalidate={[contractKeys.all]}
      texts={{ save: t('submit'), cancel: t('cancel') }}
      extra={{ content: <FieldHint />, check: async () => null }}
    />
  );
}

/** compositeTemplateList and agreementTemplateList: templates of one kind, each edit a new version. */
export function TemplateList({ kind, label }: { kind: TemplateKind; label: string }) {
  const t = useContractText();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const edit = (r: TemplateRow) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => setEditing(r.id)}>
      {t('editTemplate')}
    </Button>
  );
  const columns: TableColumnsType<TemplateRow> = [
    { title: t('name'), dataIndex: 'name', width: 220 },
    { title: t('version'), key: 'version', width: 80, render: (_, r) => `v${r.version}` },
    { title: t('updatedBy'), dataIndex: 'updatedByName', width: 120 },
    { title: t('updatedAt'), dataIndex: 'updatedAt', width: 150, render: (v: string) => shanghaiMinute(v) },
    { title: t('actions'), key: 'actions', width: 160, render: (_, r) => edit(r) },
  ];
  const card = (r: TemplateRow): CardSpec => ({
    title: r.name,
    fields: [
      { label: t('version'), value: `v${r.version}` },
      { label: t('actions'), value: edit(r) },
    ],
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <ListPage
        label={label}
        source={TEMPLATE_LISTS[kind]}
        filters={[{ kind: 'text', name: 'keyword', label: t('name') }]}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setEditing('new')}>
            {t('newTemplate')}
          </Button>
        )}
      />
      {editing !== null ? <TemplateFormModal kind={kind} editing={editing} onClose={() => setEditing(null)} /> : null}
    </Space>
  );
}
