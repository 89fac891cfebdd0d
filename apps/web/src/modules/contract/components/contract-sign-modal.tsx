import { CONTRACT_MESSAGES, type ContractDetail, IMAGE_STATUS, type ImageItem, contractSignBody, statusOf } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useServerSave } from '@/components/config-form/use-server-save';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { toast } from '@/lib/feedback';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { refreshContracts, signContract } from '../api/contract-api';
import { useContractText } from '../contract.text';

type Values = { signedDate?: string; scan?: ImageItem[] };
/** An uploaded image's id: the last part of the address the upload answered. */
const imageIdOf = (item: ImageItem) => item.originalUrl?.split('/').pop() ?? '';

/** Signing an approved contract: the signed scan (encrypted uploads) and the signing date. */
export function ContractSignModal({ detail, onClose }: { detail: ContractDetail; onClose: () => void }) {
  const t = useContractText();
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const { run, saving, problem } = useServerSave(form);
  const submit = (values: Values) =>
    run(async () => {
      const scanImageIds = (values.scan ?? []).filter((i) => statusOf(i) === IMAGE_STATUS.uploaded).map(imageIdOf);
      await signContract(detail.id, contractSignBody.parse({ version: detail.version, signedDate: values.signedDate, scanImageIds }));
      toast.success(CONTRACT_MESSAGES.signed[locale]);
      await refreshContracts(client);
      onClose();
    });
  return (
    <Modal
      open
      title={t('signTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('sign')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" name="contract-sign" onFinish={submit}>
        <Form.Item name="signedDate" label={t('signedDate')} rules={[zodRule(contractSignBody.shape.signedDate)]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="scan" label={t('scan')} rules={[{ required: true, message: t('required', { label: t('scan') }) }]}>
          <ImageUpload label={t('scan')} maxCount={20} size={88} />
        </Form.Item>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Form>
    </Modal>
  );
}
