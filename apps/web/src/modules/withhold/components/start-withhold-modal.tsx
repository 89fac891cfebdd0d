import { groupAmount } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useServerSave } from '@/components/config-form/use-server-save';
import { type SimulatedOutcome, refreshWithholds, setWithholdChannelNext, startWithhold, withholdDuesQuery } from '../api/withhold-api';
import { useWithholdText } from '../withhold.text';

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
  const options = (dues.data?.list ?? []).map((d) => ({
    value: `${d.loanId}:${d.period}`,
    label: t('dueOn', { billNo: d.billNo, customer: d.customerName, period: d.period, date: d.reFundTime, due: groupAmount(d.due) }),
  }));
  const submit = async () => {
    if (!picked) return;
    const [loanId, period] = picked.split(':').map(Number) as [number, number];
    await run(async () => {
      if (outcome !== 'confirm') await setWithholdChannelNext(outcome);
      await startWithhold(loanId, period, key.take());
      key.settle();
      setPicked(undefined);
      setOutcome('confirm');
      await refreshWithholds(client);
      onClose();
    });
  };
  return (
    <Modal
      open={open}
      title={t('startTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('submit')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !picked || saving, loading: saving }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="withhold-start">
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
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
