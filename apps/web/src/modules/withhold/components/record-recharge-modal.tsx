import { WITHHOLD_API, groupAmount, rechargeInput } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { AdaptiveDatePicker } from '@/components/date-picker/adaptive-date-picker';
import { useServerSave } from '@/components/config-form/use-server-save';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { EnterForm } from '@/components/config-form/enter-form';
import { zodRule } from '@/lib/zod-rule';
import { useDebounced } from '@/lib/use-debounced';
import { rechargeLoansQuery, recordRecharge, refreshWithholds } from '../api/withhold-api';
import { useWithholdText } from '../withhold.text';
import { methodText } from './withhold-columns';

type Values = { loanId: number; amount: string; payerName: string; transferRef: string; paidOn: string };
const f = rechargeInput.shape;

/**
 * Records money a borrower paid in by transfer (decision 0047): the loan, the amount, the payer, the
 * transfer voucher's number and the day it arrived. It awaits finance's review, which posts it. The key
 * is kept across retries of the same submission, so a lost reply never records it twice.
 */
export function RecordRechargeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useWithholdText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const key = useIdempotencyKey();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword, 300);
  const loans = useQuery({ ...rechargeLoansQuery(search), enabled: open });
  const [form] = Form.useForm<Values>();
  const { run, saving, problem } = useServerSave(form);
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    await run(async () => {
      await recordRecharge({ ...values, idempotencyKey: key.take() });
      key.settle();
      form.resetFields();
      await refreshWithholds(client);
      onClose();
    }, WITHHOLD_API.endpoints.recharge.done[locale]);
  };
  // Two loans of one bill told apart: the loan's number, amount drawn and method (decision 0065).
  const options = (loans.data?.list ?? []).map((l) => ({
    value: l.loanId,
    label: t('loanLabel', {
      loanId: l.loanId,
      billNo: l.billNo,
      customer: l.customerName,
      principal: l.loanPrincipal ? groupAmount(l.loanPrincipal) : '—',
      method: methodText(t, l.loanMethod),
    }),
  }));
  return (
    <Modal
      open={open}
      title={t('rechargeRecord')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('rechargeSubmit')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: saving, loading: saving }}
      destroyOnHidden
    >
      <EnterForm form={form} layout="vertical" name="recharge-record" submitting={saving} onEnterSubmit={() => void submit()}>
        <Form.Item name="loanId" label={t('rechargeLoan')} rules={[zodRule(f.loanId)]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            options={options}
            loading={loans.isFetching}
            placeholder={t('rechargeLoanHint')}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('rechargeAmount')} rules={[zodRule(f.amount)]}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name="payerName" label={t('payerName')} rules={[zodRule(f.payerName)]}>
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item name="transferRef" label={t('transferRef')} rules={[zodRule(f.transferRef)]}>
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
        <Form.Item name="paidOn" label={t('paidOn')} rules={[zodRule(f.paidOn)]}>
          <AdaptiveDatePicker label={t('paidOn')} />
        </Form.Item>
      </EnterForm>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
