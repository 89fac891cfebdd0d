import { CONTRACT_MESSAGES, type ContractDetail, type ImageItem, contractSignBody } from '@lc/shared';
import { Form, Input } from 'antd';
import { FormModal } from '@/components/config-form/form-modal';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { uploadedImageIds } from '@/components/image-upload/uploaded-image-ids';
import { useLocale } from '@/lib/i18n';
import { zodRule } from '@/lib/zod-rule';
import { refreshContracts, signContract } from '../api/contract-api';
import { useContractText } from '../contract.text';

type Values = { signedDate?: string; scan?: ImageItem[] };

/** Signing an approved contract: the signed scan (encrypted uploads) and the signing date. */
export function ContractSignModal({ detail, onClose }: { detail: ContractDetail; onClose: () => void }) {
  const t = useContractText();
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const save = ({ signedDate, scan }: Values) =>
    signContract(detail.id, contractSignBody.parse({ version: detail.version, signedDate, scanImageIds: uploadedImageIds(scan) }));
  return (
    <FormModal<Values>
      form={form}
      name="contract-sign"
      title={t('signTitle')}
      texts={{ ok: t('sign'), cancel: t('cancel') }}
      save={save}
      savedText={CONTRACT_MESSAGES.signed[locale]}
      refresh={refreshContracts}
      onClose={onClose}
    >
      <Form.Item name="signedDate" label={t('signedDate')} rules={[zodRule(contractSignBody.shape.signedDate)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="scan" label={t('scan')} rules={[{ required: true, message: t('required', { label: t('scan') }) }]}>
        <ImageUpload label={t('scan')} maxCount={20} size={88} />
      </Form.Item>
    </FormModal>
  );
}
