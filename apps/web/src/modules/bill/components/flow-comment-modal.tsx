import { type BillDetail, FLOW_REFUSAL_TEXT, flowRejectBody } from '@lc/shared';
import { Form, Input, Modal, Select } from 'antd';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { nodeTitle } from '../bill-format';
import { rejectTargets } from '../bill-permissions';
import { useBillText } from '../bill.text';

export type FlowCommentModalProps = {
  kind: 'approve' | 'reject';
  open: boolean;
  /** For reject: the flow whose earlier nodes are targets; absent in bulk (the applicant only). */
  flow?: BillDetail['flow'];
  busy: boolean;
  onCancel: () => void;
  onOk: (values: { comment: string; to: string }) => void | Promise<void>;
};

/** Approve with an optional comment, or reject with a required one to the applicant or an earlier node. */
export function FlowCommentModal({ kind, open, flow, busy, onCancel, onOk }: FlowCommentModalProps) {
  const t = useBillText();
  const { locale } = useLocale();
  const [form] = Form.useForm<{ comment: string; to: string }>();
  const reject = kind === 'reject';
  const targets = flow ? rejectTargets(flow) : ['applicant'];
  const comment = flowRejectBody.shape.comment;

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
      onOk={() => void form.validateFields().then((v) => onOk({ comment: (v.comment ?? '').trim(), to: v.to ?? 'applicant' }))}
    >
      <Form form={form} name={`bill-${kind}`} layout="vertical" initialValues={{ to: 'applicant' }} preserve={false}>
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
              ? [{ required: true, whitespace: true, message: FLOW_REFUSAL_TEXT['comment-required'][locale] }, zodRule(comment)]
              : [zodRule(comment.optional())]
          }
        >
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
