import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Alert, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { valuesOnceUploaded } from '../image-upload/values-once-uploaded';
import { EnterForm } from './enter-form';
import { useServerSave } from './use-server-save';

type Props<V> = {
  /** The caller's form (it may watch its own fields). */
  form: FormInstance<V>;
  /** The form's name (its field ids). */
  name: string;
  title: string;
  texts: { ok: string; cancel: string };
  initialValues?: Partial<V>;
  /** Sends the values; a refusal shows under its field or above the buttons. */
  save: (values: V) => Promise<unknown>;
  /** Toasted once saved. */
  savedText: string;
  refresh: (client: QueryClient) => Promise<unknown>;
  onClose: () => void;
  /** The form's items. */
  children: ReactNode;
};

/** A hand-built form in a modal: OK (or Enter in its last field) submits it, then the message, the lists read again, and the modal closes. */
export function FormModal<V>({ form, name, title, texts, initialValues, save, savedText, refresh, onClose, children }: Props<V>) {
  const client = useQueryClient();
  const { run, saving, problem } = useServerSave(form);
  const submit = (values: V) =>
    run(async () => {
      await save(await valuesOnceUploaded(form, values));
      await refresh(client);
      onClose();
    }, savedText);
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={texts.ok}
      cancelText={texts.cancel}
      confirmLoading={saving}
      destroyOnHidden
    >
      <EnterForm<V> form={form} layout="vertical" name={name} onFinish={submit} initialValues={initialValues} submitting={saving}>
        {children}
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </EnterForm>
    </Modal>
  );
}
