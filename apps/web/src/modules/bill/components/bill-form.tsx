import { BORROWER_PERMISSION, type BillDetail } from '@lc/shared';
import { Alert, Button, Card, Flex, Form } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useBillFieldsText } from '../bill-fields.text';
import { useBillText } from '../bill.text';
import { billSections } from './bill-fields';
import { BorrowerPicker } from './borrower-picker';
import { ChannelPicker } from './channel-picker';
import { FeeRuleSelect } from './fee-rule-select';
import { FieldGrid } from './field-grid';
import { IdCardMatch } from './id-card-match';
import { type MortgageFormValue, fillFromChannel, mortgagesToForm, toFormValues, withoutCopiedMobile } from './form-values';
import { MortgageList } from './mortgage-list';
import { mortgageFields } from './mortgage-fields';
import { useSaveBill } from './use-save-bill';
import { EnterForm } from '@/components/config-form/enter-form';

export type BillFormProps = {
  /** The bill to edit; without it the form makes a new draft. */
  bill?: BillDetail;
  /** Where cancel goes. */
  cancelTo: string;
};

/** The bill form: its sections (every Bill field) and its collateral rows, one save. */
export function BillForm({ bill, cancelTo }: BillFormProps) {
  const t = useBillText();
  const f = useBillFieldsText();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const sections = useMemo(() => billSections(f, locale), [f, locale]);
  const defs = useMemo(() => sections.flatMap((s) => s.fields), [sections]);
  const { save, saving, problem } = useSaveBill(form, defs, bill);
  // Picking a borrower searches the caller's borrowers, under the borrower list's own code.
  const canPickBorrower = usePermission(BORROWER_PERMISSION);
  // The channel and its fee rule are picked by name, not typed as ids.
  const controls = useMemo(
    () => ({
      channelId: (placeholder?: string) => <ChannelPicker placeholder={placeholder} onPick={(c) => fillFromChannel(form, c)} />,
      chargeRuleId: (placeholder?: string) => <FeeRuleSelect placeholder={placeholder} />,
    }),
    [form],
  );

  // Read once: the form owns its values after the first render.
  const [initialValues] = useState(() => {
    const rows: MortgageFormValue[] = bill ? mortgagesToForm(bill.mortgages, mortgageFields(f, locale)) : [{}];
    return { ...(bill ? toFormValues(withoutCopiedMobile(bill.fields), defs) : { billType: 0 }), mortgages: rows };
  });

  return (
    <EnterForm
      form={form}
      name="bill"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void save(values)}
      scrollToFirstError={{ block: 'center' }}
      submitting={saving}
    >
      {sections.map((s) => (
        <Card key={s.key} size="small" title={<h2 className="lc-bill-section-title">{s.title}</h2>} style={{ marginBottom: 12 }}>
          {s.key === 'customer' && canPickBorrower ? <BorrowerPicker form={form} /> : null}
          <FieldGrid fields={s.fields} controls={controls} />
          {s.key === 'customer' && canPickBorrower ? <IdCardMatch form={form} /> : null}
        </Card>
      ))}
      <MortgageList {...(bill ? { billId: bill.id } : {})} />
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 16 }} /> : null}
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('save')}
        </Button>
        <Button onClick={() => void navigate(cancelTo)}>{t('cancel')}</Button>
      </Flex>
    </EnterForm>
  );
}
