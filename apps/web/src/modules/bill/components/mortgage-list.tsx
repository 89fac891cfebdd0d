import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { mortgageInput } from '@lc/shared';
import { Button, Card, Col, Form, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useConfigFormText } from '@/components/config-form/config-form.text';
import { FieldControl } from '@/components/config-form/field-controls';
import { GRID_GUTTER } from '@/components/config-form/layout';
import { RegionCascader } from '@/components/region-cascader/region-cascader';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { useBillFieldsText } from '../bill-fields.text';
import { useBillText } from '../bill.text';
import { CollateralValuation } from './collateral-valuation';
import { FieldGrid } from './field-grid';
import { MAX_MORTGAGES, addressFields, mortgageFields } from './mortgage-fields';

/** A saved row (one with an id) of a saved bill can be valued from the form; a new row has nothing to attach to yet. */
function RowValuation({ billId, name, n }: { billId: number; name: number; n: number }) {
  const mortgageId = Form.useWatch(['mortgages', name, 'id']) as number | undefined;
  return mortgageId ? <CollateralValuation billId={billId} mortgageId={mortgageId} n={n} /> : null;
}

/**
 * Collateral rows: one or more (at most 10), each with its address by region cascader and every
 * Mortgage field; on a saved bill (`billId`) each saved row shows its valuations and can be valued.
 */
export function MortgageList({ billId }: { billId?: number }) {
  const f = useBillFieldsText();
  const t = useBillText();
  const c = useConfigFormText();
  const { locale } = useLocale();
  const fields = useMemo(() => mortgageFields(f, locale), [f, locale]);
  const [, details] = addressFields(f);

  return (
    <Form.List
      name="mortgages"
      rules={[
        {
          validator: async (_, rows: unknown[] | undefined) => {
            if (!rows?.length) throw new Error(t('mortgageRequired'));
          },
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <section aria-labelledby="bill-mortgages-title">
          <Typography.Title level={5} id="bill-mortgages-title">
            {f('sectionMortgages')}
          </Typography.Title>
          {rows.map((row, i) => (
            <Card
              key={row.key}
              size="small"
              data-testid="mortgage-row"
              title={t('mortgageN', { n: i + 1 })}
              style={{ marginBottom: 12 }}
              extra={
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  disabled={rows.length <= 1}
                  aria-label={t('removeMortgage', { n: i + 1 })}
                  onClick={() => remove(row.name)}
                >
                  {t('remove')}
                </Button>
              }
            >
              <Form.Item name={[row.name, 'id']} hidden>
                <input type="hidden" />
              </Form.Item>
              <Row gutter={GRID_GUTTER}>
                <Col xs={24} sm={8}>
                  <Form.Item
                    name={[row.name, 'region']}
                    label={f('region')}
                    rules={[zodRule(mortgageInput.shape.addressDistrict)]}
                    getValueFromEvent={(code: string | null) => code ?? undefined}
                  >
                    <RegionCascader style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={16}>
                  <Form.Item
                    name={[row.name, 'addressDetails']}
                    label={details!.label}
                    rules={[zodRule(mortgageInput.shape.addressDetails)]}
                  >
                    <FieldControl field={details!} placeholder={c('enter', { label: details!.label })} emptyChoice={c('pleaseSelect')} />
                  </Form.Item>
                </Col>
              </Row>
              <FieldGrid fields={fields} prefix={[row.name]} />
              {billId ? <RowValuation billId={billId} name={row.name} n={i + 1} /> : null}
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" icon={<PlusOutlined aria-hidden />} disabled={rows.length >= MAX_MORTGAGES} onClick={() => add({})}>
            {rows.length >= MAX_MORTGAGES ? t('mortgageMax', { n: MAX_MORTGAGES }) : t('addMortgage')}
          </Button>
        </section>
      )}
    </Form.List>
  );
}
