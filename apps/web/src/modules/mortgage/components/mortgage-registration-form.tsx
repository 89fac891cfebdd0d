import {
  IMAGE_STATUS,
  type ImageItem,
  MORTGAGE_FLOW_MESSAGES,
  type MortgageRequestDetail,
  mortgageRegistrationInput,
  statusOf,
} from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Radio, Select, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useServerSave } from '@/components/config-form/use-server-save';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { mortgageOptionsQuery, refreshMortgageFlow, registerMortgage } from '../api/mortgage-flow-api';
import { MORTGAGE_HREF } from '../api/mortgage-pages-api';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { orderOptions } from './mortgage-request-form-modal';

type Values = { propertyId: number; certNo: string; regDate: string; mortgageeId: number; order: 1 | 2; images?: ImageItem[] };
const rule = (key: keyof typeof mortgageRegistrationInput.shape) => [zodRule(mortgageRegistrationInput.shape[key])];
/** An uploaded image's id: the last part of the address the upload answered. */
const imageIdOf = (item: ImageItem) => item.originalUrl?.split('/').pop() ?? '';

type Props = { request: MortgageRequestDetail; propertyId: number | null };

/** One property's registration by warrant staff; saved, it goes on to the next step (mortgageRegNext). */
export function MortgageRegistrationForm({ request, propertyId }: Props) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const options = useQuery(mortgageOptionsQuery);
  const { run, saving, problem } = useServerSave(form);
  const open = request.properties.filter((p) => p.certNo === null);
  if (!open.length) return <Alert type="info" showIcon title={t('nothingToRegister')} />;
  const chosen = open.find((p) => p.id === propertyId) ?? open[0]!;
  const mortgagees = options.data?.mortgagees ?? [{ id: request.mortgageeId, name: request.mortgageeName }];
  const submit = (values: Values) =>
    run(async () => {
      const imageIds = (values.images ?? []).filter((i) => statusOf(i) === IMAGE_STATUS.uploaded).map(imageIdOf);
      const { images: _images, ...rest } = values;
      await registerMortgage(request.id, mortgageRegistrationInput.parse({ ...rest, imageIds }));
      toast.success(MORTGAGE_FLOW_MESSAGES.registered[locale]);
      await refreshMortgageFlow(client);
      navigate(MORTGAGE_HREF.next(request.id));
    });
  return (
    <Card size="small" title={t('registerTitle')}>
      <Form<Values>
        form={form}
        layout="vertical"
        name="mortgage-registration"
        onFinish={submit}
        initialValues={{
          propertyId: chosen.id,
          mortgageeId: request.mortgageeId,
          order: request.order,
          regDate: new Date().toISOString().slice(0, 10),
        }}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="propertyId" label={t('chooseProperty')} rules={rule('propertyId')}>
          <Select options={open.map((p) => ({ value: p.id, label: p.address }))} />
        </Form.Item>
        <Form.Item name="certNo" label={t('certNo')} rules={rule('certNo')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="regDate" label={t('regDate')} rules={rule('regDate')}>
          <Input placeholder="YYYY-MM-DD" />
        </Form.Item>
        <Form.Item name="mortgageeId" label={t('mortgagee')} rules={rule('mortgageeId')}>
          <Select options={mortgagees.map((m) => ({ value: m.id, label: m.name }))} />
        </Form.Item>
        <Form.Item name="order" label={t('order')} rules={rule('order')}>
          <Radio.Group options={orderOptions(locale).map((o) => ({ value: o.value, label: o.name }))} />
        </Form.Item>
        <Form.Item name="images" label={t('certImages')}>
          <ImageUpload label={t('certImages')} maxCount={9} size={88} />
        </Form.Item>
        {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('nextStep')}
          </Button>
          <Button onClick={() => navigate(MORTGAGE_HREF.registrations)}>{t('cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
