import { type ImageItem, contractTerm, leaseEndNotBefore, maxChars, normaliseDate, normaliseRatio } from '@lc/shared';
import { App, Card, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ConfigForm } from '@/components/config-form/config-form';
import type { FieldDef, FieldValues, FormMode, ImageSlotRender } from '@/components/config-form/form-field';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { zodRule } from '@/lib/zod-rule';
import { useTestVueText } from '../system-tools.text';

type T = ReturnType<typeof useTestVueText>;

/** One field per rule family of spec 000 §5. */
function galleryFields(t: T): FieldDef[] {
  const choices = (...keys: Parameters<T>[0][]) => keys.map((key, i) => ({ value: i + 1, name: t(key) }));
  return [
    { key: 'mobile', label: t('mobile'), type: 'input', span: 8, verify: ['mobile'] },
    { key: 'email', label: t('email'), type: 'input', span: 8, verify: ['email'] },
    { key: 'idCard', label: t('idCard'), type: 'input', span: 8, verify: [{ required: true }, 'idCard'] },
    { key: 'creditCode', label: t('creditCode'), type: 'input', span: 8, verify: ['creditCode'] },
    { key: 'registrationCode', label: t('registrationCode'), type: 'input', span: 8, verify: ['registrationCode'] },
    { key: 'postalCode', label: t('postalCode'), type: 'input', span: 8, verify: ['postalCode'] },
    { key: 'amount', label: t('amount'), type: 'input', span: 8, suffix: t('yuan'), verify: ['amount'] },
    { key: 'contractAmount', label: t('contractAmount'), type: 'input', span: 8, suffix: t('yuan'), verify: ['contractAmount'] },
    { key: 'area', label: t('area'), type: 'input', span: 8, suffix: t('sqm'), verify: ['positive', 'digits9And2'] },
    {
      key: 'borrowType',
      label: t('borrowType'),
      type: 'select',
      span: 8,
      options: choices('bt1', 'bt2', 'bt3', 'bt4', 'bt5', 'bt6', 'bt7', 'bt8', 'bt9'),
      verify: [{ required: true }],
    },
    {
      key: 'borrowDuration',
      label: t('borrowDuration'),
      type: 'input',
      span: 8,
      suffix: t('days'),
      dependencies: ['borrowType'],
      verify: [({ getFieldValue }) => zodRule(contractTerm(getFieldValue('borrowType')))],
    },
    { key: 'halfwayTerm', label: t('halfwayTerm'), type: 'input', span: 8, suffix: t('days'), verify: ['halfwayTerm'] },
    { key: 'totalFloors', label: t('totalFloors'), type: 'input', span: 8, verify: ['positiveInteger'] },
    { key: 'signDate', label: t('signDate'), type: 'date', span: 8, verify: ['notAfterNow'] },
    { key: 'grantDate', label: t('grantDate'), type: 'date', span: 8, verify: ['notBeforeNow'] },
    { key: 'visitDate', label: t('visitDate'), type: 'date', span: 8, verify: ['notBeforeYesterday'] },
    { key: 'leaseStart', label: t('leaseStart'), type: 'date', span: 8 },
    {
      key: 'leaseEnd',
      label: t('leaseEnd'),
      type: 'date',
      span: 8,
      dependencies: ['leaseStart'],
      verify: [({ getFieldValue }) => zodRule(leaseEndNotBefore(getFieldValue('leaseStart')))],
    },
    {
      key: 'typedDate',
      label: t('typedDate'),
      type: 'input',
      span: 8,
      placeholder: t('typedDateHint'),
      verify: ['date'],
      format: (v) => normaliseDate(v) ?? v,
    },
    { key: 'ratio', label: t('ratio'), type: 'input', span: 8, suffix: '%', verify: ['ratio'], format: normaliseRatio },
    { key: 'chineseName', label: t('chineseName'), type: 'input', span: 8, verify: ['chineseOnly', 'noDigits'] },
    { key: 'englishName', label: t('englishName'), type: 'input', span: 8, verify: ['noChinese', 'noDigits'] },
    { key: 'companyName', label: t('companyName'), type: 'input', span: 8, verify: ['halfWidthParentheses', 'max50'] },
    { key: 'contactName', label: t('contactName'), type: 'input', span: 8, verify: [maxChars(10)] },
    {
      key: 'borrowerTypes',
      label: t('borrowerTypes'),
      type: 'select',
      span: 8,
      multiple: true,
      options: choices('individual', 'enterprise'),
      verify: ['borrowerTypes'],
    },
    {
      key: 'specialFactors',
      label: t('specialFactors'),
      type: 'select',
      span: 8,
      multiple: true,
      options: choices('basement', 'topFloor', 'streetFacing', 'nearRail'),
      verify: ['specialFactors'],
    },
    { key: 'fundContractNo', label: t('fundContractNo'), type: 'input', span: 8, edit: false, verify: ['fundContractNo'] },
    { key: 'borrowerAccount', label: t('borrowerAccount'), type: 'input', span: 8, verify: ['borrowerAccount', 'noWhitespace'] },
    { key: 'summary', label: t('summary'), type: 'input', span: 8, verify: ['text40'] },
    {
      key: 'payType',
      label: t('payType'),
      type: 'radio',
      span: 12,
      options: choices('online', 'transfer', 'offline'),
      verify: [{ required: true }],
    },
    { key: 'notes', label: t('notes'), type: 'textarea' },
    { key: 'photos', label: t('photos'), type: 'image', imgKey: 'house' },
  ];
}

const renderImage: ImageSlotRender = ({ field, value, onChange, readOnly }) => (
  <ImageUpload
    label={field.label}
    value={Array.isArray(value) ? (value as ImageItem[]) : []}
    onChange={onChange}
    disabled={readOnly}
    imgKey={field.imgKey}
    maxCount={3}
  />
);

/** Image items are long; the summary shows how many. */
const summarise = (values: FieldValues) =>
  JSON.stringify({ ...values, photos: Array.isArray(values.photos) ? `${values.photos.length} image(s)` : undefined }, null, 2);

/** /systemTools/testVue: the configurable form with every validation rule family, in each mode. */
export default function TestVuePage() {
  const t = useTestVueText();
  const { message } = App.useApp();
  const [mode, setMode] = useState<FormMode>('add');
  const [submitted, setSubmitted] = useState<FieldValues | null>(null);
  const fields = useMemo(() => galleryFields(t), [t]);

  return (
    <Card
      title={t('title')}
      extra={
        <Segmented
          aria-label={t('mode')}
          value={mode}
          onChange={(v) => setMode(v as FormMode)}
          options={(['add', 'edit', 'detail'] as const).map((m) => ({ value: m, label: t(m) }))}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <ConfigForm
        name="testVue"
        fields={fields}
        mode={mode}
        submitText={t('submit')}
        renderImage={renderImage}
        onSubmit={(values) => {
          setSubmitted(values);
          void message.success(t('submitted'));
        }}
      />
      {submitted && (
        <Card size="small" type="inner" title={t('submittedValues')}>
          <pre data-testid="submitted-values" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {summarise(submitted)}
          </pre>
        </Card>
      )}
    </Card>
  );
}
