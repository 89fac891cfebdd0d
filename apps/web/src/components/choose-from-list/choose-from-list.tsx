import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useChooseFromListText } from './choose-from-list.text';

/**
 * A detail page opened without its record (a bookmark or a typed address without ?id=): it says
 * so and leads to the list the record is opened from, instead of a failed load or an empty form.
 */
export function ChooseFromList({ listPath }: { listPath: string }) {
  const t = useChooseFromListText();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('title')}</h1>}
      subTitle={t('hint')}
      extra={
        <Button type="primary" onClick={() => void navigate(listPath)}>
          {t('toList')}
        </Button>
      }
    />
  );
}
