import { validationMessage } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Row } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useConfigFormText } from '@/components/config-form/config-form.text';
import { FieldControl } from '@/components/config-form/field-controls';
import { fieldRules } from '@/components/config-form/field-rules';
import { placeholderFor } from '@/components/config-form/field-text';
import { useServerSave } from '@/components/config-form/use-server-save';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { GRID_GUTTER, colProps, packRows } from '@/components/config-form/layout';
import { useLoadedRegionLookup } from '@/components/region-cascader/region-api';
import { RegionCascader } from '@/components/region-cascader/region-cascader';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useLocale } from '@/lib/i18n';
import { createPreBill } from '../api/prebill-api';
import { refreshPreBills } from '../api/prebill-api';
import { PREBILL_PATHS } from '../prebill.paths';
import { usePreBillText } from '../prebill.text';
import { REGION_KEY, formFieldOf, preBillFields, toPreBillBody } from './prebill-fields';
import { EnterForm } from '@/components/config-form/enter-form';

/**
 * The new-enquiry form: the config form's field definitions, rules adapter, controls and
 * 24-column rows, with the region cascader in the address row (a control the config form has no
 * type for). Saved, the salesperson is back on the list.
 */
export function PreBillForm() {
  const t = usePreBillText();
  const c = useConfigFormText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const navigate = useNavigate();
  const loadedLookup = useLoadedRegionLookup();
  const [form] = Form.useForm();
  const fields = useMemo(() => preBillFields(t, locale), [t, locale]);
  const key = useIdempotencyKey();
  const { run, saving, problem } = useServerSave(form, formFieldOf);

  const save = (values: FieldValues) =>
    run(async () => {
      const lookup = await loadedLookup();
      await createPreBill(toPreBillBody(values, (code) => lookup.pathCodes(code), key.take()));
      key.settle();
      await refreshPreBills(client);
      void navigate(PREBILL_PATHS.list);
    }, t('saved'));

  const fillIn = (label: string) => validationMessage('fillIn', locale, { label });
  const control = (f: FieldDef) =>
    f.key === REGION_KEY ? (
      <RegionCascader style={{ width: '100%' }} />
    ) : (
      <FieldControl field={f} placeholder={placeholderFor(f, (what, label) => c(what, { label }))} emptyChoice={c('pleaseSelect')} />
    );

  return (
    <EnterForm
      form={form}
      name="preBill"
      layout="vertical"
      onFinish={(v: FieldValues) => void save(v)}
      scrollToFirstError={{ block: 'center' }}
      submitting={saving}
    >
      <Card size="small">
        {packRows(fields).map((row) => (
          <Row gutter={GRID_GUTTER} key={row.map((f) => f.key).join(',')}>
            {row.map((f) => (
              <Col key={f.key} {...colProps(f)}>
                <Form.Item
                  name={f.key}
                  label={f.label}
                  rules={fieldRules(f, fillIn)}
                  dependencies={f.dependencies}
                  validateFirst
                  {...(f.key === REGION_KEY ? { getValueFromEvent: (code: string | null) => code ?? undefined } : {})}
                >
                  {control(f)}
                </Form.Item>
              </Col>
            ))}
          </Row>
        ))}
      </Card>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 16 }} /> : null}
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('save')}
        </Button>
        <Button onClick={() => void navigate(PREBILL_PATHS.list)}>{t('cancel')}</Button>
      </Flex>
    </EnterForm>
  );
}
