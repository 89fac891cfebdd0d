import type { MaskedFieldRow } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, type Domain } from '@/lib/http';
import { DEFAULT_REVEAL_PATH, type MaskedRecord, maskedFieldsQuery, revealField } from './masked-data-api';
import { useMaskedDataText } from './masked-data.text';

export type MaskedDataModalProps = MaskedRecord & {
  open: boolean;
  onClose: () => void;
  /** Each field's label, in the order to show; fields without a label show their key. */
  labels?: Record<string, string>;
  /** The masked rows when the caller already has them; otherwise they are loaded for the record. */
  rows?: MaskedFieldRow[];
  /** The caller-supplied path of the plain-value call (spec 001 §7), GET with entity, id, field. */
  path?: string;
  domain?: Domain;
};

type Plain = { value: string | null } | { loading: true } | undefined;

/** Two columns per field: the masked value, and the plain value, which appears only after its call. */
export function MaskedDataModal({
  open,
  onClose,
  entity,
  id,
  labels = {},
  rows,
  path = DEFAULT_REVEAL_PATH,
  domain,
}: MaskedDataModalProps) {
  const t = useMaskedDataText();
  const loaded = useQuery({ ...maskedFieldsQuery({ entity, id }), enabled: open && !rows });
  const [plain, setPlain] = useState<Record<string, Plain>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const data = rows ?? loaded.data?.data ?? [];
  const ordered = [...data].sort((a, b) => order(labels, a.field) - order(labels, b.field));
  const label = (field: string) => labels[field] ?? field;

  const reveal = async (field: string) => {
    setProblem(null);
    setPlain((p) => ({ ...p, [field]: { loading: true } }));
    try {
      const value = await revealField(path, { entity, id: String(id), field }, domain);
      setPlain((p) => ({ ...p, [field]: { value } }));
    } catch (error) {
      setPlain((p) => ({ ...p, [field]: undefined }));
      if (error instanceof ApiError && error.httpStatus !== 403 && error.httpStatus !== 404) setProblem(error.message);
    }
  };

  const close = () => {
    // Plain values do not outlive the modal.
    setPlain({});
    setProblem(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('title')}
      onCancel={close}
      footer={<Button onClick={close}>{t('close')}</Button>}
      destroyOnHidden
      width={640}
    >
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      {problem ? <Alert type="warning" showIcon title={problem} style={{ marginBottom: 12 }} role="alert" /> : null}
      {loaded.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      <Table<MaskedFieldRow>
        aria-label={t('title')}
        rowKey="field"
        size="small"
        pagination={false}
        loading={!rows && loaded.isLoading}
        dataSource={ordered}
        columns={[
          { title: t('field'), dataIndex: 'field', render: (f: string) => label(f) },
          { title: t('encryptField'), dataIndex: 'encryptField', render: (v: string) => v || t('empty') },
          {
            title: t('plaintextField'),
            key: 'plaintextField',
            render: (_, row) => {
              const state = plain[row.field];
              if (state && 'value' in state) return <span data-testid={`plain-${row.field}`}>{state.value || t('empty')}</span>;
              return (
                <Button
                  size="small"
                  loading={Boolean(state && 'loading' in state)}
                  aria-label={t('revealOf', { field: label(row.field) })}
                  onClick={() => void reveal(row.field)}
                >
                  {t('reveal')}
                </Button>
              );
            },
          },
        ]}
      />
    </Modal>
  );
}

/** Fields in the order of `labels`, unknown ones after. */
const order = (labels: Record<string, string>, field: string) => {
  const i = Object.keys(labels).indexOf(field);
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
};
