import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SHAREHOLDER_KIND_TEXT, normaliseRatio, shareholderInput, shareholderRatio } from '@lc/shared';
import { Button, Card, Flex, Form, type FormInstance, Input, Select } from 'antd';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { useFirmText } from '../firm.text';
import { EnterForm } from '@/components/config-form/enter-form';

export type ShareholderValue = { name: string; kind: number; ratio: string };

/**
 * A firm's shareholders, one row each. The ratio follows the shared rule: a number or '**.**',
 * and 0 or blank becomes '**.**' when the field is left.
 */
export function ShareholderEditor({ form, initial }: { form: FormInstance; initial: ShareholderValue[] }) {
  const t = useFirmText();
  const { locale } = useLocale();
  const kinds = Object.entries(SHAREHOLDER_KIND_TEXT).map(([value, text]) => ({ value: Number(value), label: text[locale] }));

  return (
    <Card size="small" title={t('shareholders')} style={{ marginBottom: 16 }}>
      <EnterForm form={form} name="shareholders" layout="vertical" initialValues={{ list: initial }}>
        <Form.List name="list">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row, i) => (
                <Flex key={row.key} gap={8} wrap align="start" data-testid="shareholder-row">
                  <Form.Item
                    name={[row.name, 'name']}
                    label={t('shareholderName')}
                    rules={[zodRule(shareholderInput.shape.name)]}
                    style={{ flex: '2 1 220px' }}
                  >
                    <Input maxLength={128} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'kind']} label={t('shareholderKind')} initialValue={1} style={{ flex: '1 1 120px' }}>
                    <Select options={kinds} />
                  </Form.Item>
                  <Form.Item
                    name={[row.name, 'ratio']}
                    label={t('ratio')}
                    tooltip={t('ratioHint')}
                    rules={[zodRule(shareholderRatio)]}
                    style={{ flex: '1 1 140px' }}
                  >
                    <Input
                      suffix="%"
                      maxLength={6}
                      onBlur={(e) => form.setFieldValue(['list', row.name, 'ratio'], normaliseRatio(e.target.value))}
                    />
                  </Form.Item>
                  <Form.Item label=" " style={{ flex: '0 0 auto' }}>
                    <Button
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('removeShareholder', { n: i + 1 })}
                      onClick={() => remove(row.name)}
                    />
                  </Form.Item>
                </Flex>
              ))}
              <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ name: '', kind: 1, ratio: '' })}>
                {t('addShareholder')}
              </Button>
            </>
          )}
        </Form.List>
      </EnterForm>
    </Card>
  );
}
