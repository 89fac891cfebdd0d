import { type CardChangeInput, cardChangeInput } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useServerSave } from '@/components/config-form/use-server-save';
import { zodRule } from '@/lib/zod-rule';
import { CARD_CHANGE_PATH, applyCardChange, cardChangeCardsQuery, cardChangeHref, refreshCardChanges } from '../api/card-change-api';
import { useCardChangeText } from '../card-change.text';

const rule = (key: keyof typeof cardChangeInput.shape) => [zodRule(cardChangeInput.shape[key])];

/** A request to replace one of the caller's borrowers' cards in use; it goes to risk review. */
export function CardChangeForm() {
  const t = useCardChangeText();
  const [form] = Form.useForm<CardChangeInput>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const cards = useQuery(cardChangeCardsQuery);
  const { run, saving, problem } = useServerSave(form);
  const submit = (values: CardChangeInput) =>
    run(async () => {
      const { id } = await applyCardChange(cardChangeInput.parse(values));
      await refreshCardChanges(client);
      navigate(cardChangeHref(id), { replace: true });
    });

  return (
    <Form<CardChangeInput> form={form} layout="vertical" name="card-change" onFinish={submit} style={{ maxWidth: 560 }}>
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
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('submit')}
        </Button>
        <Button onClick={() => navigate(CARD_CHANGE_PATH)}>{t('cancel')}</Button>
      </Space>
    </Form>
  );
}
