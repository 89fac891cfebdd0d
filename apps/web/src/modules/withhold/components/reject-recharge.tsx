import { WITHHOLD_API, type RechargeRow, groupAmount, rechargeRejectBody } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useServerSave } from '@/components/config-form/use-server-save';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { refreshWithholds, rejectRecharge } from '../api/withhold-api';
import { useWithholdText } from '../withhold.text';
import { labelled } from '@/lib/punctuation';

/** Finance rejects a recharge awaiting review (one recorded against the wrong loan, say), with the reason. */
export function RejectRecharge({ row }: { row: RechargeRow }) {
  const t = useWithholdText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const { run, saving, problem } = useServerSave(form);
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    await run(async () => {
      await rejectRecharge(row.id, values.reason);
      setOpen(false);
      await refreshWithholds(client);
    }, WITHHOLD_API.endpoints.rechargeReject.done[locale]);
  };
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)} aria-label={`${t('reject')} ${groupAmount(row.amount)}`}>
        {t('reject')}
      </Button>
      <Modal
        open={open}
        title={labelled(t('rejectAsk'), `${row.billNo} ${groupAmount(row.amount)}`)}
        onCancel={() => setOpen(false)}
        onOk={() => void submit()}
        okText={t('reject')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true, loading: saving }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name={`recharge-reject-${row.id}`}>
          <Form.Item name="reason" label={t('rejectReason')} rules={[zodRule(rechargeRejectBody.shape.reason)]}>
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        </Form>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Modal>
    </>
  );
}
