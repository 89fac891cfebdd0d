import { statusLabel } from '@lc/shared';
import { Space, Typography } from 'antd';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { useFiveLevelText } from '../five-level.text';

/** A loan's level as a tag, and the level a change awaiting approval would move it to. */
export function LevelCell({ level, pendingToLevel }: { level: number; pendingToLevel: number | null }) {
  const t = useFiveLevelText();
  const { locale } = useLocale();
  return (
    <Space size={4} wrap>
      <StatusTag list="fiveLevel" code={level} />
      {pendingToLevel === null ? null : (
        <Typography.Text type="secondary">{t('pendingTo', { level: statusLabel('fiveLevel', pendingToLevel, locale) })}</Typography.Text>
      )}
    </Space>
  );
}
