import { type AgreedTermsInput, type BillDetail, type BillLtv, billApproveBody, flowRejectBody, message } from '@lc/shared';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { EnterForm } from '@/components/config-form/enter-form';
import { LtvFigure } from '@/components/ltv/ltv-figure';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { nodeTitle } from '../bill-format';
import { rejectTargets } from '../bill-permissions';
import { useBillDocumentsText } from '../bill-documents.text';
import { useBillText } from '../bill.text';
import { BillTermsFields, type TermsFormValues, termsOf } from './bill-terms';

export type FlowCommentModalProps = {
  kind: 'approve' | 'reject';
  open: boolean;
  /** For reject: the flow whose earlier nodes are targets; absent in bulk (the applicant only). */
  flow?: BillDetail['flow'];
  /** Final review above the LTV limit: the LTV, and an override is required (decision 0024). */
  ltvOverride?: BillLtv | undefined;
  busy: boolean;
  /** For approve at document review: the required documents still missing, named; a reason to pass anyway is then asked. */
  missingDocuments?: string | undefined;
  /** For approve at final review: the terms it decides (decision 0070), first as proposed. */
  terms?: Partial<TermsFormValues> | undefined;
  onCancel: () => void;
  onOk: (values: FlowCommentValues) => void | Promise<void>;
};
export type FlowCommentValues = { comment: string; to: string; ltvOverride?: string; documentOverride?: string; terms?: AgreedTermsInput };
type FormValues = Omit<FlowCommentValues, 'terms'> & { terms?: TermsFormValues };

/** Approve with an optional comment, or reject with a required one to the applicant or an earlier node. */
export function FlowCommentModal({ kind, open, flow, ltvOverride, busy, missingDocuments, terms, onCancel, onOk }: FlowCommentModalProps) {
  const t = useBillText();
  const td = useBillDocumentsText();
  const { locale } = useLocale();
  const [form] = Form.useForm<FormValues>();
  const reject = kind === 'reject';
  const targets = flow ? rejectTargets(flow) : ['applicant'];
  const comment = flowRejectBody.shape.comment;
  const ok = () =>
    void form.validateFields().then((v) =>
      onOk({
        comment: (v.comment ?? '').trim(),
        to: v.to ?? 'applicant',
        ...(v.ltvOverride?.trim() ? { ltvOverride: v.ltvOverride.trim() } : {}),
        ...(v.documentOverride?.trim() ? { documentOverride: v.documentOverride.trim() } : {}),
        ...(v.terms ? { terms: termsOf(v.terms) } : {}),
      }),
    );

  return (
    <Modal
      open={open}
      title={reject ? t('rejectTitle') : t('approveTitle')}
      okText={reject ? t('reject') : t('approve')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: reject }}
      confirmLoading={busy}
      destroyOnHidden
      onCancel={onCancel}
      onOk={ok}
    >
      {!reject && missingDocuments ? (
        <Alert
          type="warning"
          showIcon
          title={td('overrideTitle')}
          description={td('overrideHint', { types: missingDocuments })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <EnterForm
        form={form}
        name={`bill-${kind}`}
        layout="vertical"
        initialValues={{ to: 'applicant', ...(terms ? { terms } : {}) }}
        preserve={false}
        submitting={busy}
        onEnterSubmit={ok}
      >
        {!reject && terms ? <BillTermsFields /> : null}
        {ltvOverride ? (
          <>
            <Alert
              type="error"
              showIcon
              title={t('ltvOverLimit')}
              description={<LtvFigure ltv={ltvOverride} />}
              style={{ marginBottom: 12 }}
            />
            <Form.Item
              name="ltvOverride"
              label={t('ltvOverride')}
              rules={[{ required: true, whitespace: true, message: t('ltvOverrideRequired') }, zodRule(billApproveBody.shape.ltvOverride)]}
            >
              <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
          </>
        ) : null}
        {reject ? (
          <Form.Item name="to" label={t('rejectTo')}>
            <Select
              options={targets.map((key) => ({
                value: key,
                label: key === 'applicant' ? t('toApplicant') : nodeTitle(key, locale, flow),
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="comment"
          label={reject ? t('rejectComment') : t('approveComment')}
          rules={
            reject
              ? [{ required: true, whitespace: true, message: message('flowCommentRequired', locale) }, zodRule(comment)]
              : [zodRule(comment.optional())]
          }
        >
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
        {!reject && missingDocuments ? (
          <Form.Item
            name="documentOverride"
            label={td('overrideReason')}
            rules={[
              { required: true, whitespace: true, message: td('overrideReasonRequired') },
              zodRule(billApproveBody.shape.documentOverride),
            ]}
          >
            <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        ) : null}
      </EnterForm>
    </Modal>
  );
}
