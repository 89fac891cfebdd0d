import { validationMessage } from '@lc/shared';
import { Col, Form, Row } from 'antd';
import type { ReactElement } from 'react';
import { useConfigFormText } from '@/components/config-form/config-form.text';
import { FieldControl } from '@/components/config-form/field-controls';
import { fieldRules } from '@/components/config-form/field-rules';
import { placeholderFor } from '@/components/config-form/field-text';
import type { FieldDef } from '@/components/config-form/form-field';
import { GRID_GUTTER, colProps, packRows } from '@/components/config-form/layout';
import { AdaptiveDatePicker } from '@/components/date-picker/adaptive-date-picker';
import { useLocale } from '@/lib/i18n';

export type FieldGridProps = {
  fields: readonly FieldDef[];
  /** Inside a Form.List row: the row's name, so each field is [row, key]. */
  prefix?: (string | number)[];
  /** A field's own control in place of the standard one (it gets id, value and onChange from the Form.Item). */
  controls?: Partial<Record<string, (placeholder: string | undefined) => ReactElement>>;
};

/**
 * The config form's fields (its rules adapter, controls, placeholders and 24-column rows) inside
 * a larger form: the bill is one form of several sections and a list of collateral rows. Dates
 * use the adaptive picker (native on phones).
 */
export function FieldGrid({ fields, prefix = [], controls = {} }: FieldGridProps) {
  const t = useConfigFormText();
  const { locale } = useLocale();
  const fillIn = (label: string) => validationMessage('fillIn', locale, { label });
  const say = (what: 'enter' | 'select', label: string) => t(what, { label });

  const control = (f: FieldDef) => {
    const own = controls[f.key];
    if (own) return own(placeholderFor(f, say));
    if (f.type === 'date') return <AdaptiveDatePicker label={f.label} />;
    return <FieldControl field={f} placeholder={placeholderFor(f, say)} emptyChoice={t('pleaseSelect')} />;
  };

  return (
    <>
      {packRows(fields).map((row) => (
        <Row gutter={GRID_GUTTER} key={row.map((f) => f.key).join(',')}>
          {row.map((f) => (
            <Col key={f.key} {...colProps(f)}>
              <Form.Item
                name={[...prefix, f.key]}
                label={f.label}
                rules={fieldRules(f, fillIn)}
                dependencies={f.dependencies?.map((d) => [...prefix, d])}
                validateFirst
              >
                {control(f)}
              </Form.Item>
            </Col>
          ))}
        </Row>
      ))}
    </>
  );
}
