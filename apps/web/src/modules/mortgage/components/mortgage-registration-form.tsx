import { type ImageItem, type MortgageRequestDetail, mortgageRegistrationInput } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Form, Input, Radio, Select } from 'antd';
import { FormButtons } from '@/components/config-form/form-buttons';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { uploadedImageIds } from '@/components/image-upload/uploaded-image-ids';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { mortgageOptionsQuery, registerMortgage } from '../api/mortgage-flow-api';
import { MORTGAGE_HREF } from '../api/mortgage-pages-api';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { orderOptions } from './mortgage-request-form-modal';
import { useMortgageFlowSave } from './use-mortgage-flow-save';
import { EnterForm } from '@/components/config-form/enter-form';
import { useConfirm } from '@/components/confirm-modal/use-confirm';
import { labelled } from '@/lib/punctuation';
import { certImagesRule } from './cert-images';

type Values = { propertyId: number; certNo: string; regDate: string; mortgageeId: number; order: 1 | 2; images?: ImageItem[] };
const rule = (key: keyof typeof mortgageRegistrationInput.shape) => [zodRule(mortgageRegistrationInput.shape[key])];

type Props = { request: MortgageRequestDetail; propertyId: number | null };

/** One property's registration by warrant staff; saved, it goes on to the next step (mortgageRegNext). */
export function MortgageRegistrationForm({ request, propertyId }: Props) {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const options = useQuery(mortgageOptionsQuery);
  const { save, saving, problem, navigate } = useMortgageFlowSave(form);
  const confirm = useConfirm();
  const open = request.properties.filter((p) => p.certNo === null);
  if (!open.length) return <Alert type="info" showIcon title={t('nothingToRegister')} />;
  const chosen = open.find((p) => p.id === propertyId) ?? open[0]!;
  const mortgagees = options.data?.mortgagees ?? [{ id: request.mortgageeId, name: request.mortgageeName }];
  // Registration is for good: asked once the fields pass (images included), in words (decision 0071).
  const submit = async ({ images, ...rest }: Values) => {
    const address = open.find((p) => p.id === rest.propertyId)?.address ?? '';
    const asked = await confirm.ask({
      title: labelled(t('registerConfirmTitle'), address),
      consequence: t('registerConsequence', { certNo: rest.certNo, date: rest.regDate }),
      okText: t('register'),
    });
    if (!asked) return;
    await save(
      () => registerMortgage(request.id, mortgageRegistrationInput.parse({ ...rest, imageIds: uploadedImageIds(images) })),
      'registered',
      MORTGAGE_HREF.next(request.id),
    );
  };
  return (
    <Card size="small" title={t('registerTitle')}>
      <EnterForm<Values>
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
        submitting={saving || confirm.holder !== null}
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
        <Form.Item name="images" label={t('certImages')} rules={[certImagesRule]}>
          <ImageUpload label={t('certImages')} maxCount={9} size={88} />
        </Form.Item>
        <FormButtons
          problem={problem}
          saving={saving}
          submit={t('nextStep')}
          cancel={t('cancel')}
          onCancel={() => navigate(MORTGAGE_HREF.registrations)}
        />
      </EnterForm>
      {confirm.holder}
    </Card>
  );
}
