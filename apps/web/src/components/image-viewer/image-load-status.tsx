import { Alert, Spin } from 'antd';
import { useImageText } from '../image-upload/image.text';

type ImageLoadStatusProps = { loading: boolean; failed: number };

/** Spec 001 §4: an indicator while images load; afterwards nothing, or how many failed. */
export function ImageLoadStatus({ loading, failed }: ImageLoadStatusProps) {
  const t = useImageText();
  if (loading) {
    return (
      <div role="status" style={{ display: 'flex', alignItems: 'center', gap: 8, color: '#595959' }}>
        <Spin size="small" />
        <span>{t('loading')}</span>
      </div>
    );
  }
  if (failed > 0) return <Alert role="alert" type="warning" showIcon title={t('loadFailed', { n: failed })} />;
  return null;
}
