import { CARD_CHANGE_API, type CardChangeInput, cardChangeInput } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { FormButtons } from '@/components/config-form/form-buttons';
import { useServerSave } from '@/components/config-form/use-server-save';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { CARD_CHANGE_PATH, applyCardChange, cardChangeCardsQuery, cardChangeHref, refreshCardChanges } from '../api/card-change-api';
import { useCardChangeText } from '../card-change.text';
import { EnterForm } from '@/components/config-form/enter-form';

const rule = (key: keyof typeof cardChangeInput.shape) => [zodRule(cardChangeInput.shape[key])];

/** A request to replace one of the caller's borrowers' cards in use; it goes to risk review. */
export function CardChangeForm() {
  const t = useCardChangeText();
  const [form] = Form.useForm<CardChangeInput>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const cards = useQuery(cardChangeCardsQuery);
  const { locale } = useLocale();
  const { run, saving, problem } = useServerSave(form);
  const submit = (values: CardChangeInput) =>
    run(async () => {
      const { id } = await applyCardChange(cardChangeInput.parse(values));
      await refreshCardChanges(client);
      navigate(cardChangeHref(id), { replace: true });
    }, CARD_CHANGE_API.endpoints.apply.done[locale]);

  return (
    <EnterForm<CardChangeInput>
      form={form}
      layout="vertical"
      name="card-change"
      onFinish={submit}
      style={{ maxWidth: 560 }}
      submitting={saving}
    >
      <Form.Item name="cardId" label={t('card')} rules={[{ required: true, message: t('card') }]}>
        <Select loading={cards.isLoading} options={(cards.data?.list ?? []).map((c) => ({ value: c.id, label: c.label }))} />
      </Form.Item>
      <Form.Item name="newCardNo" label={t('newCardNo')} rules={rule('newCardNo')}>
        <Input inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name="accountName" label={t('accountName')} rules={rule('accountName')}>
        <Input />
      </Form.Item>
      <Form.Item name="reservedMobile" label={t('reservedMobile')} rules={rule('reservedMobile')}>
        <Input inputMode="tel" />
      </Form.Item>
      <Form.Item name="reason" label={t('reason')} rules={rule('reason')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <FormButtons
        problem={problem}
        saving={saving}
        submit={t('submit')}
        cancel={t('cancel')}
        onCancel={() => navigate(CARD_CHANGE_PATH)}
      />
    </EnterForm>
  );
}
