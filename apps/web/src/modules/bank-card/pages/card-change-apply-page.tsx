import { Card, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { CARD_CHANGE_PATH } from '../api/card-change-api';
import { useCardChangeText } from '../card-change.text';
import { CardChangeDetail } from '../components/card-change-detail';
import { CardChangeForm } from '../components/card-change-form';

/** /changeBankCard/changeBankCardApply: a new request (no id), or one request (?id=) with its approval and actions. */
export default function CardChangeApplyPage() {
  const t = useCardChangeText();
  const id = Number(useSearchParams()[0].get('id'));
  const existing = Number.isInteger(id) && id > 0;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={existing ? t('detailTitle') : t('applyTitle')} backTo={CARD_CHANGE_PATH} backText={t('back')} />
      {existing ? (
        <CardChangeDetail id={id} />
      ) : (
        <Card size="small">
          <CardChangeForm />
        </Card>
      )}
    </Space>
  );
}
