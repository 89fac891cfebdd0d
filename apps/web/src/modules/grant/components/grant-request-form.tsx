import {
  BORROWER_PERMISSION,
  FUND_PARTIES,
  FUND_PARTY_CODES,
  type GrantDetail,
  type GrantInput,
  grantInput,
  groupAmount,
} from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useReceivingCardForm } from '@/components/receiving-card/receiving-card-slot';
import { usePermissions } from '@/lib/auth';
import { useNavigate } from 'react-router';
import { FormButtons } from '@/components/config-form/form-buttons';
import { useServerSave } from '@/components/config-form/use-server-save';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { grantDetailHref, grantableBillsQuery, refreshGrants, requestGrant, resubmitGrant } from '../api/grant-api';
import { useGrantText } from '../grant.text';
import { EnterForm } from '@/components/config-form/enter-form';

type Values = Omit<GrantInput, 'billId'> & { billId?: number };

/** grantRequest: a new request on a final-approved bill, or (`existing`) a rejected one edited and sent again. */
export function GrantRequestForm({ existing }: { existing?: GrantDetail }) {
  const t = useGrantText();
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const bills = useQuery({ ...grantableBillsQuery, enabled: !existing });
  const billId = Form.useWatch('billId', form);
  const bill = bills.data?.list.find((b) => b.id === billId);
  const { run, saving, problem } = useServerSave(form);
  const mayAddCard = usePermissions().has(BORROWER_PERMISSION);
  const [addingCard, setAddingCard] = useState(false);
  const CardForm = useReceivingCardForm();
  const cards = existing ? [{ id: existing.cardId, label: existing.cardLabel }] : (bill?.cards ?? []);
  const submit = (values: Values) =>
    run(
      async () => {
        const fields = { amount: values.amount, cardId: values.cardId, fundingParty: values.fundingParty };
        const id = existing
          ? (await resubmitGrant(existing.id, { ...fields, version: existing.version }), existing.id)
          : (await requestGrant(grantInput.parse({ ...fields, billId: values.billId }))).id;
        await refreshGrants(client);
        navigate(grantDetailHref(id), { replace: true });
      },
      t(existing ? 'resubmitted' : 'requested'),
    );
  const initial = existing
    ? { amount: existing.amount, cardId: existing.cardId, fundingParty: existing.fundingParty as Values['fundingParty'] }
    : {};
  // Final review decided who lends (decision 0079): shown, not chosen; only terms from before name none.
  const agreedParty = existing ? existing.fundingParty : (bill?.fundings ?? null);

  return (
    <EnterForm<Values>
      form={form}
      layout="vertical"
      name="grant-request"
      onFinish={submit}
      initialValues={initial}
      style={{ maxWidth: 560 }}
      submitting={saving}
    >
      {existing ? null : (
        <Form.Item
          name="billId"
          label={t('bill')}
          rules={[{ required: true, message: t('bill') }]}
          extra={bills.data?.list.length === 0 ? t('noBills') : undefined}
        >
          <Select
            loading={bills.isLoading}
            showSearch
            optionFilterProp="label"
            onChange={(id: number) => {
              const picked = bills.data?.list.find((b) => b.id === id);
              form.setFieldsValue({
                amount: picked?.borrowAmount ?? '',
                cardId: picked?.cards[0]?.id as number,
                fundingParty: (picked?.fundings ?? undefined) as Values['fundingParty'],
              });
            }}
            options={(bills.data?.list ?? []).map((b) => ({
              value: b.id,
              label: `${b.billNo} ${b.customerName} ${groupAmount(b.borrowAmount)}`,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="amount" label={t('amount')} rules={[zodRule(grantInput.shape.amount)]}>
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Form.Item name="cardId" label={t('card')} rules={[{ required: true, message: t('card') }]}>
        <Select options={cards.map((c) => ({ value: c.id, label: c.label }))} />
      </Form.Item>
      {bill && cards.length === 0 ? (
        // No receiving card: whoever manages the borrower adds it here; anyone else is told who does (issue 29).
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={mayAddCard ? t('noCard') : t('noCardAsk')}
          action={
            mayAddCard && CardForm && bill.borrowerId !== null ? (
              <Button size="small" onClick={() => setAddingCard(true)}>
                {t('addCard')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {addingCard && CardForm && bill?.borrowerId ? (
        <CardForm
          borrower={{ id: bill.borrowerId, name: bill.customerName, billId: bill.id }}
          onClose={() => setAddingCard(false)}
          onSaved={(id) => void bills.refetch().then(() => form.setFieldsValue({ cardId: id }))}
        />
      ) : null}
      <Form.Item
        name="fundingParty"
        label={t('fundingParty')}
        extra={agreedParty ? t('fundingPartyAgreed') : undefined}
        rules={[{ required: true, message: t('fundingPartyRequired') }]}
      >
        <Select
          disabled={agreedParty !== null}
          options={FUND_PARTY_CODES.map((c) => ({ value: c, label: FUND_PARTIES[c].name[locale] }))}
        />
      </Form.Item>
      <FormButtons
        problem={problem}
        saving={saving}
        submit={existing ? t('resubmit') : t('submit')}
        cancel={t('cancel')}
        onCancel={() => navigate(-1)}
      />
    </EnterForm>
  );
}
