import {
  CHARGE_MESSAGES,
  type ChargeStandardDetail,
  type FeeItemInput,
  MANAGER_LEVELS,
  MANAGER_LEVEL_TEXT,
  chargeStandardUpdate,
  feeItemInput,
  rateField,
} from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Space } from 'antd';
import { useNavigate } from 'react-router';
import { FormButtons } from '@/components/config-form/form-buttons';
import { useServerSave } from '@/components/config-form/use-server-save';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { chargeKeys, forgetChargeTotals, saveChargeStandard } from '../api/charge-api';
import { standardHref } from '../charge.paths';
import { useChargeText } from '../charge.text';
import { withNote } from '@/lib/punctuation';
import { EnterForm } from '@/components/config-form/enter-form';

type Values = { remark?: string; items: FeeItemInput[] };
const blankItem = (): FeeItemInput => ({
  itemName: '',
  chargeDays: 5,
  rates: { chief: '', senior: '', advanced: '', common: '', other: '' },
});

/** The current version's fee items, to edit and save as the standard's next version (at the version read). */
export function StandardEditor({ standard }: { standard: ChargeStandardDetail }) {
  const t = useChargeText();
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { run, saving, problem, setProblem } = useServerSave(form);
  const initial: Values = { items: standard.items.map((i) => ({ ...i, rates: { ...i.rates } })) };

  const submit = (values: Values) =>
    run(
      async () => {
        const parsed = chargeStandardUpdate.safeParse({ ...values, version: standard.currentVersion });
        if (!parsed.success) {
          setProblem(parsed.error.issues[0]?.message ?? null);
          return null;
        }
        const { versionNo } = await saveChargeStandard(standard.code, parsed.data);
        forgetChargeTotals(client);
        await client.invalidateQueries({ queryKey: chargeKeys.all });
        await client.invalidateQueries({ queryKey: ['list'] });
        navigate(standardHref(standard.code));
        return versionNo;
      },
      (versionNo) => (versionNo === null ? null : withNote(CHARGE_MESSAGES.savedAsVersion[locale], t('versionLabel', { n: versionNo }))),
    );

  return (
    <EnterForm<Values> form={form} layout="vertical" name="charge-standard" initialValues={initial} onFinish={submit} submitting={saving}>
      <Alert type="info" showIcon title={t('unitNote')} style={{ marginBottom: 12 }} />
      <Form.List name="items">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={`${t('itemName')} ${index + 1}`}
                extra={
                  fields.length > 1 ? (
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      {t('removeItem', { n: index + 1 })}
                    </Button>
                  ) : null
                }
              >
                <Row gutter={12}>
                  <Col xs={24} sm={12} md={8}>
                    <Form.Item name={[field.name, 'itemName']} label={t('itemName')} rules={[zodRule(feeItemInput.shape.itemName)]}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12} md={8}>
                    <Form.Item name={[field.name, 'chargeDays']} label={t('chargeDays')} rules={[zodRule(feeItemInput.shape.chargeDays)]}>
                      <InputNumber style={{ width: '100%' }} min={1} precision={0} />
                    </Form.Item>
                  </Col>
                  {MANAGER_LEVELS.map((level) => (
                    <Col xs={12} sm={8} md={8} key={level}>
                      <Form.Item
                        name={[field.name, 'rates', level]}
                        label={t('ratePercent', { level: MANAGER_LEVEL_TEXT[level][locale] })}
                        rules={[{ required: true, message: rateField.safeParse('').error?.issues[0]?.message ?? '' }, zodRule(rateField)]}
                      >
                        <Input inputMode="decimal" suffix="%" />
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
              </Card>
            ))}
            <Button type="dashed" block onClick={() => add(blankItem())}>
              {t('addItem')}
            </Button>
          </Space>
        )}
      </Form.List>
      <Form.Item name="remark" label={t('remark')} style={{ marginTop: 12 }} rules={[zodRule(chargeStandardUpdate.shape.remark)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <FormButtons
        problem={problem}
        saving={saving}
        submit={t('save')}
        cancel={t('cancel')}
        onCancel={() => navigate(standardHref(standard.code))}
      />
    </EnterForm>
  );
}
