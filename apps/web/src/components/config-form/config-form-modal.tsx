import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { ConfigForm } from './config-form';
import { EnterScope } from './enter-form';
import { trimValues } from './field-text';
import type { FieldDef, FieldValues, ImageSlotRender } from './form-field';
import { useServerSave } from './use-server-save';

/**
 * A part of the form below the fields with controls of its own (the firm's shareholders). It is
 * checked together with the fields, so every problem shows at once: `check` rejects when its
 * controls show a problem, resolves a message that refuses the save, or null to go on.
 */
export type ConfigFormExtra = { content: ReactNode; check: () => Promise<string | null> };

export type ConfigFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** The form's name (field ids are `<name>_<key>`). */
  name: string;
  title: string;
  fields: FieldDef[];
  /** Present when editing: the values the form starts from. */
  initialValues?: FieldValues;
  /** Saves the values; a refusal is shown on its field or above the form. */
  save: (values: FieldValues) => Promise<unknown>;
  /** Said after a successful save. */
  savedText: string;
  /** Queries to refetch after a save (lists and details). */
  invalidate: QueryKey[];
  texts: { save: string; cancel: string };
  width?: number;
  /** With it, the part follows the fields, and the refusal and the buttons follow the part. */
  extra?: ConfigFormExtra;
  /** Draws the image fields (e.g. the image upload). */
  renderImage?: ImageSlotRender;
  /**
   * For what cannot be undone (decision 0071): asked once the fields pass, before the save (the
   * shared confirm's `ask`); false keeps the form open with nothing sent.
   */
  confirm?: (values: FieldValues) => Promise<boolean>;
};

/** A configurable form in a modal: save, show the server's refusal, refresh what changed, close. */
export function ConfigFormModal(props: ConfigFormModalProps) {
  const {
    open,
    onClose,
    name,
    title,
    fields,
    initialValues,
    save,
    savedText,
    invalidate,
    texts,
    width = 880,
    extra,
    renderImage,
    confirm,
  } = props;
  const client = useQueryClient();
  const [form] = Form.useForm();
  const { run, saving: busy, problem, setProblem } = useServerSave(form);

  const submit = async (values: FieldValues) => {
    if (confirm && !(await confirm(values))) return;
    await run(async () => {
      await save(values);
      await Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
      form.resetFields();
      onClose();
    }, savedText);
  };

  /** The fields and the extra part checked at once; saved only when both pass. */
  const submitWithExtra = async ({ check }: ConfigFormExtra) => {
    setProblem(null);
    const [values, refusal] = await Promise.all([form.validateFields() as Promise<FieldValues>, check()]).catch(
      () => [null, null] as const,
    );
    if (!values) return;
    if (refusal) return setProblem(refusal);
    await submit(trimValues(values));
  };

  const alert = problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} /> : null;
  const cancel = <Button onClick={onClose}>{texts.cancel}</Button>;
  const formProps = {
    name,
    form,
    fields,
    mode: initialValues ? ('edit' as const) : ('add' as const),
    ...(renderImage ? { renderImage } : {}),
    ...(initialValues ? { initialValues } : {}),
  };

  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={width} destroyOnHidden>
      {extra ? (
        <>
          {/* One Enter walk over the fields and the part below: its last field saves, as the button does. */}
          <EnterScope submitting={busy} onEnterSubmit={() => void submitWithExtra(extra)}>
            <ConfigForm {...formProps} />
            {extra.content}
          </EnterScope>
          {alert}
          <Flex gap={8}>
            <Button type="primary" loading={busy} onClick={() => void submitWithExtra(extra)}>
              {texts.save}
            </Button>
            {cancel}
          </Flex>
        </>
      ) : (
        <>
          {alert}
          <ConfigForm {...formProps} onSubmit={submit} submitting={busy} submitText={texts.save} actions={cancel} />
        </>
      )}
    </Modal>
  );
}
