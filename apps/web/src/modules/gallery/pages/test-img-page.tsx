import { type ImageItem, statusLabel, statusOf } from '@lc/shared';
import { Card, Col, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { ImageViewer } from '@/components/image-viewer/image-viewer';
import { useLocale } from '@/lib/i18n';
import { useTestImgText } from './images.text';

/** /systemTools/testImg: the image blocks at work — upload (max 3, one type), both viewers, the statuses. */
export default function TestImgPage() {
  const t = useTestImgText();
  const { locale } = useLocale();
  const [limited, setLimited] = useState<ImageItem[]>([]);
  const [jpgOnly, setJpgOnly] = useState<ImageItem[]>([]);
  const all = [...limited, ...jpgOnly];
  const stored = all.filter((i) => statusOf(i) >= 2);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('upload')}>
            <Typography.Paragraph type="secondary">{t('uploadHint')}</Typography.Paragraph>
            <ImageUpload label={t('upload')} maxCount={3} value={limited} onChange={setLimited} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('jpgOnly')}>
            <Typography.Paragraph type="secondary">{t('jpgOnlyHint')}</Typography.Paragraph>
            <ImageUpload label={t('jpgOnly')} requiredType="jpeg" value={jpgOnly} onChange={setJpgOnly} />
          </Card>
        </Col>
      </Row>
      <Card title={t('statuses')}>
        <ul data-testid="image-statuses" style={{ margin: 0, paddingLeft: 20 }}>
          {all.map((item, i) => (
            <li key={item.id}>{t('status', { n: i + 1, status: statusOf(item), label: statusLabel('image', statusOf(item), locale) })}</li>
          ))}
        </ul>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('viewer')}>
            <ImageViewer items={stored} mode="desktop" label={t('viewer')} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('mobile')}>
            <Typography.Paragraph type="secondary">{t('mobileHint')}</Typography.Paragraph>
            <ImageViewer items={stored} mode="mobile" size={72} label={t('mobile')} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
