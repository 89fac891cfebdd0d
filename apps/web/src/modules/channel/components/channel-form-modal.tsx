import type { ChannelInput } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { ConfigForm } from '@/components/config-form/config-form';
import type { FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { CHANNEL_LIST_URL, channelKeys, createChannel, updateChannel } from '../api/channel-api';
import { useChannelText } from '../channel.text';
import { channelFields } from './channel-fields';
import { showServerError } from '@/components/config-form/server-error';

export type ChannelFormModalProps = {
  open: boolean;
  onClose: () => void;
  editing?: { id: number; version: number; values: FieldValues; maskedMobile: string };
};

/** Add or edit a channel with the configurable form. */
export function ChannelFormModal({ open, onClose, editing }: ChannelFormModalProps) {
  const t = useChannelText();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const masked = editing?.maskedMobile;
  const fields = useMemo(() => channelFields(t, locale, masked), [t, locale, masked]);

  const submit = async (values: FieldValues) => {
    setBusy(true);
    setProblem(null);
    try {
      const body = values as ChannelInput;
      if (editing) await updateChannel(editing.id, { ...body, version: editing.version });
      else await createChannel(body);
      void message.success(editing ? t('saved') : t('added'));
      await Promise.all([
        client.invalidateQueries({ queryKey: ['list', CHANNEL_LIST_URL] }),
        client.invalidateQueries({ queryKey: channelKeys.all }),
      ]);
      onClose();
    } catch (error) {
      setProblem(showServerError(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={editing ? t('edit') : t('add')} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} /> : null}
      <ConfigForm
        name="channel"
        form={form}
        fields={fields}
        mode={editing ? 'edit' : 'add'}
        {...(editing ? { initialValues: editing.values } : {})}
        onSubmit={submit}
        submitting={busy}
        submitText={t('save')}
        actions={<Button onClick={onClose}>{t('cancel')}</Button>}
      />
    </Modal>
  );
}
