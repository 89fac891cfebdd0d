import { BATCH_API, type BatchLoan, type FundPartyCode, groupAmount, sumAmounts } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal, Select, Table } from 'antd';
import { useState } from 'react';
import { showServerError } from '@/components/config-form/server-error';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { batchCandidatesQuery, createBatch, refreshBatches } from '../api/batch-api';
import { useBatchText } from '../batch.text';
import { fundPartyOptions } from './batch-labels';

/** A new batch: a funding party, then its loans still free (drawn, in scope, in no open batch). */
export function BatchCreateModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const t = useBatchText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [party, setParty] = useState<FundPartyCode | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const candidates = useQuery({ ...batchCandidatesQuery(party ?? 'hnxiaodai'), enabled: open && party !== null });
  const loans = candidates.data?.list ?? [];
  // Shown only: the server sums the batch itself, in the database.
  const total = sumAmounts(loans.filter((l) => chosen.includes(l.loanId)).map((l) => l.principal));

  const close = () => {
    setParty(null);
    setChosen([]);
    setProblem(null);
    onClose();
  };
  const save = async () => {
    if (!party || chosen.length === 0) return setProblem(t(party ? 'pickLoans' : 'pickParty'));
    setSaving(true);
    setProblem(null);
    try {
      const { id } = await createBatch({ fundingParty: party, loanIds: chosen });
      toast.success(BATCH_API.endpoints.create.done[locale]);
      await refreshBatches(client);
      close();
      onCreated(id);
    } catch (error) {
      setProblem(showServerError(form, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('add')}
      onCancel={close}
      onOk={save}
      okText={t('create')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      width={720}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="batch-create">
        <Form.Item label={t('fundingParty')} htmlFor="batch-party" required>
          <Select
            id="batch-party"
            aria-label={t('fundingParty')}
            placeholder={t('pickParty')}
            value={party}
            onChange={(v: FundPartyCode) => {
              setParty(v);
              setChosen([]);
            }}
            options={fundPartyOptions(locale)}
          />
        </Form.Item>
      </Form>
      {party ? (
        <Table<BatchLoan>
          size="small"
          rowKey="loanId"
          loading={candidates.isLoading}
          dataSource={loans}
          pagination={false}
          scroll={{ x: 480, y: 320 }}
          locale={{ emptyText: t('noLoans') }}
          rowSelection={{
            selectedRowKeys: chosen,
            onChange: (keys) => setChosen(keys.map(Number)),
            getCheckboxProps: (l) => ({ 'aria-label': `${l.billNo} ${l.principal}` }),
          }}
          columns={[
            { title: t('billNo'), dataIndex: 'billNo', width: 170 },
            { title: t('customer'), dataIndex: 'customerName', width: 100 },
            { title: t('principal'), dataIndex: 'principal', width: 140, align: 'right', render: (v: string) => groupAmount(v) },
          ]}
        />
      ) : null}
      {chosen.length ? <p role="status">{t('selected', { count: chosen.length, total: groupAmount(total) })}</p> : null}
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
