import type { ChannelInput } from '@lc/shared';
import { useMemo } from 'react';
import { ConfigFormModal } from '@/components/config-form/config-form-modal';
import type { FieldValues } from '@/components/config-form/form-field';
import { useLocale } from '@/lib/i18n';
import { CHANNEL_LIST, channelKeys, createChannel, updateChannel } from '../api/channel-api';
import { useChannelText } from '../channel.text';
import { channelFields } from './channel-fields';

export type ChannelFormModalProps = {
  open: boolean;
  onClose: () => void;
  editing?: { id: number; version: number; values: FieldValues; maskedMobile: string };
};

/** Add or edit a channel with the configurable form. */
export function ChannelFormModal({ open, onClose, editing }: ChannelFormModalProps) {
  const t = useChannelText();
  const { locale } = useLocale();
  const masked = editing?.maskedMobile;
  const fields = useMemo(() => channelFields(t, locale, masked), [t, locale, masked]);
  const save = (values: FieldValues) => {
    const body = values as ChannelInput;
    return editing ? updateChannel(editing.id, { ...body, version: editing.version }) : createChannel(body);
  };
  return (
    <ConfigFormModal
      open={open}
      onClose={onClose}
      name="channel"
      title={editing ? t('edit') : t('add')}
      fields={fields}
      {...(editing ? { initialValues: editing.values } : {})}
      save={save}
      savedText={editing ? t('saved') : t('added')}
      invalidate={[['list', CHANNEL_LIST.listUrl], channelKeys.all]}
      texts={{ save: t('save'), cancel: t('cancel') }}
      width={760}
    />
  );
}
