import { useFinalReviewText } from '../final-review.text';
import { FinalList } from '../components/final-list';

/** /finalManage/finalFirms and /firmManage/finalFirms: company borrowers at or past final review, every party. */
export default function FinalFirmsPage() {
  const t = useFinalReviewText();
  return <FinalList kind="firms" title={t('firmsTitle')} party={null} />;
}
