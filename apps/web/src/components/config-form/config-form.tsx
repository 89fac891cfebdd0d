import { validationMessage } from '@lc/shared';
import { Button, Col, DatePicker, Form, type FormInstance, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocale } from '@/lib/i18n';
import { useConfigFormText } from './config-form.text';
import { FieldControl, ImageSlot, ReadOnlyValue } from './field-controls';
import { EnterForm } from './enter-form';
import { fieldRules } from './field-rules';
import { isEditable, placeholderFor, trimValues } from './field-text';
import type { FieldDef, FieldValues, FormMode, ImageSlotRender } from './form-field';
import { GRID_GUTTER, colProps, packRows, visibleFields } from './layout';

export type ConfigFormProps = {
  fields: FieldDef[];
  mode: FormMode;
  /** The form's name: field ids are `${name}_${key}`. */
  name: string;
  form?: FormInstance;
  initialValues?: FieldValues;
  /** Called with the values, text trimmed, once every rule passes. */
  onSubmit?: (values: FieldValues) => void | Promise<void>;
  submitText?: ReactNode;
  submitting?: boolean;
  /** Renders the image fields (e.g. with the image upload); without it they show an empty slot. */
  renderImage?: ImageSlotRender;
  /** More buttons beside submit. */
  actions?: ReactNode;
};

const DATE_FORMAT = 'YYYY-MM-DD';
const toDayjs = (value: unknown) => ({ value: typeof value === 'string' && value !== '' ? dayjs(value) : undefined });
const fromDayjs = (value: Dayjs | null | undefined) => (value ? value.format(DATE_FORMAT) : undefined);

/**
 * The shared form of spec 001 §3–§5: fields from definitions laid out in rows of 24 columns,
 * checked by the shared validation rules, in detail (read only), edit or add mode.
 */
export function ConfigForm({
  fields,
  mode,
  name,
  form: given,
  initialValues,
  onSubmit,
  submitText,
  submitting,
  renderImage,
  actions,
}: ConfigFormProps) {
  const [form] = Form.useForm(given);
  const t = useConfigFormText();
  const { locale } = useLocale();
  const watched = Form.useWatch((values: FieldValues) => values, form) as FieldValues | undefined;
  const rows = packRows(visibleFields(fields, watched ?? initialValues ?? {}));
  const say = (what: 'enter' | 'select', label: string) => t(what, { label });
  const fillIn = (label: string) => validationMessage('fillIn', locale, { label });

  // Messages already on screen follow a language switch.
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    const withErrors = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name);
    if (withErrors.length > 0) form.validateFields(withErrors).catch(() => undefined);
  }, [locale, form]);

  // Fields that stop taking input (detail mode, edit: false) drop the messages they showed.
  useEffect(() => {
    const locked = fields.filter((f) => !isEditable(f, mode)).map((f) => f.key);
    const stale = form.getFieldsError(locked).filter((f) => f.errors.length > 0 || f.warnings.length > 0);
    if (stale.length > 0) form.setFields(stale.map((f) => ({ name: f.name, errors: [], warnings: [] })));
  }, [mode, fields, form]);

  const item = (field: FieldDef) => {
    const editable = isEditable(field, mode);
    const common = { name: field.key, label: field.label, dependencies: editable ? field.dependencies : undefined };
    if (field.type === 'image') {
      return (
        <Form.Item {...common} rules={editable ? fieldRules(field, fillIn) : []}>
          <ImageSlot field={field} readOnly={!editable} render={renderImage} placeholder={t('imageSlot')} empty={t('empty')} />
        </Form.Item>
      );
    }
    if (!editable) {
      return (
        <Form.Item {...common}>
          <ReadOnlyValue field={field} empty={t('empty')} />
        </Form.Item>
      );
    }
    const placeholder = placeholderFor(field, say);
    if (field.type === 'date') {
      return (
        <Form.Item {...common} rules={fieldRules(field, fillIn)} getValueProps={toDayjs} normalize={fromDayjs}>
          <DatePicker placeholder={placeholder} format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      );
    }
    return (
      <Form.Item {...common} rules={fieldRules(field, fillIn)}>
        <FieldControl field={field} placeholder={placeholder} emptyChoice={t('pleaseSelect')} />
      </Form.Item>
    );
  };

  return (
    <EnterForm
      form={form}
      name={name}
      className="lc-config-form"
      layout="vertical"
      initialValues={initialValues}
      requiredMark={mode !== 'detail'}
      submitting={submitting}
      // Without onSubmit (read only, or sent by a button below) Enter in the last field sends nothing.
      onEnterSubmit={onSubmit ? undefined : () => undefined}
      onFinish={(values: FieldValues) => onSubmit?.(trimValues(values))}
    >
      {rows.map((row) => (
        <Row gutter={GRID_GUTTER} key={row.map((f) => f.key).join(',')}>
          {row.map((field) => (
            <Col key={field.key} {...colProps(field)}>
              {item(field)}
            </Col>
          ))}
        </Row>
      ))}
      {mode !== 'detail' && (onSubmit || actions) && (
        <Form.Item>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {onSubmit && (
              <Button type="primary" htmlType="submit" loading={submitting}>
                {submitText ?? t('submit')}
              </Button>
            )}
            {actions}
          </div>
        </Form.Item>
      )}
    </EnterForm>
  );
}
