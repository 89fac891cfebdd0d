import { Alert } from 'antd';
import { useSearchParams } from 'react-router';
import { useFinalReviewText } from '../final-review.text';
import { PrintSheet } from '../components/print-sheet';

/** /finalPrint?id=N: the printable final-review sheet of one bill (the server scopes what may be read). */
export default function FinalPrintPage() {
  const t = useFinalReviewText();
  const id = Number(useSearchParams()[0].get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon role="alert" title={t('missingId')} />;
  return <PrintSheet key={id} id={id} />;
}
