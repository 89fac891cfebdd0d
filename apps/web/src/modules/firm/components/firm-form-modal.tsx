import { type FirmInput, SHAREHOLDER_RATIO_OVER, normaliseRatio, ratioTotal } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { ConfigForm } from '@/components/config-form/config-form';
import type { FieldValues } from '@/components/config-form/form-field';
import { FIRM_LIST_URL, createFirm, firmKeys, updateFirm } from '../api/firm-api';
import { useFirmText } from '../firm.text';
import { firmFields } from './firm-fields';
import { showServerError } from '@/components/config-form/server-error';
import { ShareholderEditor, type ShareholderValue } from './shareholder-editor';

export type FirmFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** New firms of businessFirmRecords are business firms (source 2). */
  source: 1 | 2;
  editing?: { id: number; version: number; values: FieldValues; shareholders: ShareholderValue[] };
};

/** Add or edit a firm: its fields (the configurable form) and its shareholders. */
export function FirmFormModal({ open, onClose, source, editing }: FirmFormModalProps) {
  const t = useFirmText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [holders] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fields = useMemo(() => firmFields(t), [t]);

  const submit = async () => {
    setProblem(null);
    const [values, list] = await Promise.all([
      form.validateFields() as Promise<FieldValues>,
      holders.validateFields() as Promise<{ list?: ShareholderValue[] }>,
    ]).catch(() => [null, null] as const);
    if (!values || !list) return;
    const shareholders = (list.list ?? []).map((s) => ({ ...s, ratio: normaliseRatio(s.ratio) }));
    if (ratioTotal(shareholders.map((s) => s.ratio)).gt(100)) return setProblem(SHAREHOLDER_RATIO_OVER);
    setBusy(true);
    try {
      const body = { ...values, shareholders } as unknown as FirmInput;
      if (editing) await updateFirm(editing.id, { ...body, version: editing.version });
      else await createFirm({ ...body, source });
      void message.success(editing ? t('saved') : t('added'));
      await Promise.all([
        client.invalidateQueries({ queryKey: ['list', FIRM_LIST_URL] }),
        client.invalidateQueries({ queryKey: firmKeys.all }),
      ]);
      onClose();
    } catch (error) {
      setProblem(showServerError(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={editing ? t('edit') : t('add')} onCancel={onClose} footer={null} width={920} destroyOnHidden>
      <ConfigForm
        name="firm"
        form={form}
        fields={fields}
        mode={editing ? 'edit' : 'add'}
        {...(editing ? { initialValues: editing.values } : {})}
      />
      <ShareholderEditor form={holders} initial={editing?.shareholders ?? []} />
      {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} /> : null}
      <Flex gap={8}>
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {t('save')}
        </Button>
        <Button onClick={onClose}>{t('cancel')}</Button>
      </Flex>
    </Modal>
  );
}
