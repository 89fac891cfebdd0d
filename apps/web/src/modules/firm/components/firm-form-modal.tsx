import { type FirmInput, SHAREHOLDER_RATIO_OVER, normaliseRatio, ratioTotal } from '@lc/shared';
import { Form, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { FIRM_LIST, createFirm, firmKeys, updateFirm } from '../api/firm-api';
import { useFirmText } from '../firm.text';
import { firmFields } from './firm-fields';
import { ShareholderEditor, type ShareholderValue } from './shareholder-editor';

export type FirmFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** New firms of businessFirmRecords are business firms (source 2). */
  source: 1 | 2;
  editing?: { id: number; version: number; values: FieldValues; shareholders: ShareholderValue[] };
};

/** The shareholder rows as saved (their controls' values): each ratio tidied (0 or blank becomes '**.**'). */
const shareholdersOf = (holders: FormInstance) =>
  ((holders.getFieldsValue() as { list?: ShareholderValue[] }).list ?? []).map((s) => ({ ...s, ratio: normaliseRatio(s.ratio) }));

/** Add or edit a firm: its fields (the configurable form) and its shareholders. */
export function FirmFormModal({ open, onClose, source, editing }: FirmFormModalProps) {
  const t = useFirmText();
  const [holders] = Form.useForm();
  const fields = useMemo(() => firmFields(t), [t]);

  // The disclosed ratios may not add up to more than 100.
  const check = async () => {
    await holders.validateFields();
    return ratioTotal(shareholdersOf(holders).map((s) => s.ratio)).gt(100) ? SHAREHOLDER_RATIO_OVER : null;
  };
  const save = (values: FieldValues) => {
    const body = { ...values, shareholders: shareholdersOf(holders) } as unknown as FirmInput;
    return editing ? updateFirm(editing.id, { ...body, version: editing.version }) : createFirm({ ...body, source });
  };

  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="firm"
      title={editing ? t('edit') : t('add')}
      fields={fields}
      {...(editing ? { initialValues: editing.values } : {})}
      save={save}
      savedText={editing ? t('saved') : t('added')}
      invalidate={[['list', FIRM_LIST.listUrl], firmKeys.all]}
      texts={{ save: t('save'), cancel: t('cancel') }}
      width={920}
      extra={{ content: <ShareholderEditor form={holders} initial={editing?.shareholders ?? []} />, check }}
    />
  );
}
