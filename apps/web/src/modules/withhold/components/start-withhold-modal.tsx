import { type WithholdDueRow, groupAmount } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useIdempotencyKey } from '@/lib/idempotency';
import { EnterForm } from '@/components/config-form/enter-form';
import { SAID_ON_PAGE, useServerSave } from '@/components/config-form/use-server-save';
import { type SimulatedOutcome, refreshWithholds, setWithholdChannelNext, startWithhold, withholdDuesQuery } from '../api/withhold-api';
import { useWithholdText } from '../withhold.text';
import { DebitConfirm } from './debit-confirm';
import { methodText } from './withhold-columns';
import { withholdOutcome } from './withhold-feedback';

/**
 * Starts a withholding of one due instalment (the amount is what it owes, worked out by the server).
 * The key is kept across retries of the same submission, so a lost reply never debits twice.
 */
export function StartWithholdModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useWithholdText();
  const client = useQueryClient();
  const key = useIdempotencyKey();
  const dues = useQuery({ ...withholdDuesQuery(''), enabled: open });
  const [picked, setPicked] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<SimulatedOutcome>('confirm');
  const [form] = Form.useForm();
  const { run, saving, problem } = useServerSave(form);
  const [confirming, setConfirming] = useState<WithholdDueRow | null>(null);
  const list = dues.data?.list ?? [];
  const options = list.map((d) => {
    const label = t('dueOn', {
      loanId: d.loanId,
      billNo: d.billNo,
      customer: d.customerName,
      principal: d.loanPrincipal ? groupAmount(d.loanPrincipal) : '—',
      method: methodText(t, d.loanMethod),
      period: d.period,
      date: d.reFundTime,
      due: groupAmount(d.due),
    });
    // One in progress is shown but cannot be picked: the server would refuse a second one.
    return { value: `${d.loanId}:${d.period}`, label: d.inProgress ? t('dueInProgress', { label }) : label, disabled: d.inProgress };
  });
  // The debit is confirmed first: the amount and what it pays (decision 0065).
  const ask = () => setConfirming(list.find((d) => `${d.loanId}:${d.period}` === picked) ?? null);
  const submit = async () => {
    const due = confirming;
    if (!due) return;
    await run(async () => {
      if (outcome !== 'confirm') await setWithholdChannelNext(outcome);
      const made = await startWithhold(due.loanId, due.period, key.take());
      key.settle();
      withholdOutcome(made.status, t);
      setPicked(undefined);
      setOutcome('confirm');
      await refreshWithholds(client);
      onClose();
      // The channel's verdict is said above (withholdOutcome): a debit sent is not yet a debit made.
    }, SAID_ON_PAGE).finally(() => setConfirming(null));
  };
  return (
    <Modal
      open={open}
      title={t('startTitle')}
      onCancel={onClose}
      onOk={ask}
      okText={t('submit')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !picked || saving, loading: saving }}
      destroyOnHidden
    >
      <EnterForm form={form} layout="vertical" name="withhold-start" submitting={saving || !picked} onEnterSubmit={ask}>
        <Form.Item label={t('instalment')} htmlFor="withhold-start-due">
          <Select
            id="withhold-start-due"
            aria-label={t('instalment')}
            value={picked}
            onChange={setPicked}
            options={options}
            loading={dues.isPending}
            notFoundContent={t('noDues')}
          />
        </Form.Item>
        <Form.Item label={t('simulator')} htmlFor="withhold-start-sim">
          <Select<SimulatedOutcome>
            id="withhold-start-sim"
            aria-label={t('simulator')}
            value={outcome}
            onChange={setOutcome}
            options={[
              { value: 'confirm', label: t('simConfirm') },
              { value: 'fail', label: t('simFail') },
              { value: 'timeout', label: t('simTimeout') },
            ]}
          />
        </Form.Item>
      </EnterForm>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
      <DebitConfirm
        debit={confirming && { ...confirming, amount: confirming.due }}
        busy={saving}
        onOk={submit}
        onCancel={() => setConfirming(null)}
      />
    </Modal>
  );
}
