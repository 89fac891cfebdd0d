import {
  REPORT_IMAGE_LIMITS,
  REPORT_IMAGE_TYPES,
  type ImageItem,
  certificateNumberRule,
  landAreaRule,
  maxCharsRule,
  reportDownloadIssue,
  reportGenerateIssue,
  visibleImages,
} from '@lc/shared';
import { App, Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { ApiError } from '@/lib/http';
import { generateReport } from '../api/valuation-api';
import { useValuationText } from '../valuation.text';
import { checkRule, say } from './check-rule';
import { useValuationWrite } from './use-valuation-write';
import { EnterForm } from '@/components/config-form/enter-form';

type Slot = { type?: (typeof REPORT_IMAGE_TYPES)[number]; description?: string; images?: ImageItem[] };
type Values = Record<string, string | undefined> & { slots?: Slot[] };

const SLOTS = Array.from({ length: REPORT_IMAGE_LIMITS.count }, (_, i) => i);
/** The upload's id is the last segment of its original URL (/upload/v2/image/{id}). */
const uploadedId = (item: ImageItem | undefined) => item?.originalUrl?.split('/').pop();

/** The evaluation report of a valuation service result: form, up to 4 JPEG slots, generate behind '提示', then download. */
export function ReportSection({ externalId }: { externalId: string | undefined }) {
  const t = useValuationText();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const generating = useValuationWrite(generateReport);

  const send = async () => {
    const v = form.getFieldsValue();
    const images = (v.slots ?? []).flatMap((slot) => {
      const id = uploadedId(visibleImages(slot.images ?? [])[0]);
      return id && slot.type ? [{ type: slot.type, description: slot.description?.trim() || undefined, imageId: id }] : [];
    });
    try {
      const { data, msg } = await generating.mutateAsync({
        externalId,
        certificateNumber: v.certificateNumber?.trim(),
        stateOwnedLandUseRightCertificateNumber: v.stateOwnedLandUseRightCertificateNumber?.trim() || undefined,
        agency: v.agency?.trim() || undefined,
        mortgagor: v.mortgagor?.trim() || undefined,
        obligee: v.obligee?.trim() || undefined,
        landArea: v.landArea?.trim() || undefined,
        images,
      });
      setFileUrl(data.fileUrl);
      void message.success(data.status || msg);
    } catch (e) {
      // The confirm dialog closes either way; a refusal has been shown by the API client.
      if (!(e instanceof ApiError)) throw e;
    }
  };
  const generate = async () => {
    const missing = reportGenerateIssue(externalId);
    if (missing) return void message.warning(say(missing));
    try {
      await form.validateFields();
    } catch {
      return void message.error(say({ key: 'checkFailed' }));
    }
    modal.confirm({ title: t('confirmTitle'), content: t('confirmGenerate'), okText: t('ok'), cancelText: t('cancel'), onOk: send });
  };
  const download = () => {
    const missing = reportDownloadIssue(fileUrl);
    if (missing) return void message.warning(say(missing));
    window.location.assign(fileUrl!);
  };

  const text = (name: string, label: string, max: number, required = false) => (
    <Col xs={24} sm={12} md={8}>
      <Form.Item name={name} label={label} rules={[checkRule(required ? certificateNumberRule : maxCharsRule(max), required)]}>
        <Input />
      </Form.Item>
    </Col>
  );
  return (
    <Card title={t('report')} size="small" style={{ marginTop: 16 }}>
      <EnterForm
        form={form}
        layout="vertical"
        name="evaluation-report"
        component="div"
        submitting={generating.isPending}
        onEnterSubmit={() => void generate()}
      >
        <Row gutter={16}>
          {text('certificateNumber', t('certificateNumber'), 51, true)}
          {text('stateOwnedLandUseRightCertificateNumber', t('landUseCert'), 50)}
          {text('agency', t('agency'), 40)}
          {text('mortgagor', t('mortgagor'), 32)}
          {text('obligee', t('obligee'), 32)}
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="landArea" label={t('landArea')} rules={[checkRule(landAreaRule)]}>
              <Input suffix={t('sqm')} inputMode="decimal" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {SLOTS.map((i) => (
            <Col xs={24} sm={12} md={6} key={i}>
              <div>
                <div style={{ marginBottom: 8 }}>{`${t('images')} ${i + 1}`}</div>
                <Form.Item name={['slots', i, 'images']} valuePropName="value" noStyle>
                  <ImageUpload maxCount={1} requiredType="jpeg" maxSize={400} compress={false} label={`${t('images')} ${i + 1}`} />
                </Form.Item>
                <Form.Item name={['slots', i, 'type']} label={t('imageType')} style={{ marginTop: 8 }}>
                  <Select allowClear options={REPORT_IMAGE_TYPES.map((v) => ({ value: v, label: v }))} placeholder={t('select')} />
                </Form.Item>
              </div>
            </Col>
          ))}
        </Row>
        <Space wrap>
          <Button type="primary" ghost loading={generating.isPending} onClick={() => void generate()}>
            {t('generate')}
          </Button>
          {/* Download only once a report was generated (001 §4). */}
          {fileUrl ? <Button onClick={download}>{t('download')}</Button> : null}
        </Space>
      </EnterForm>
    </Card>
  );
}
