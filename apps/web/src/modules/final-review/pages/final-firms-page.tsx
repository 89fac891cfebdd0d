import { FINAL_REVIEW_PERMISSION } from '@lc/shared';
import { NeedsPermission } from '@/components/needs-permission/needs-permission';
import { useFinalReviewText } from '../final-review.text';
import { FinalList } from '../components/final-list';

/** /finalManage/finalFirms and /firmManage/finalFirms: company borrowers at or past final review, every party. */
export default function FinalFirmsPage() {
  const t = useFinalReviewText();
  // /firmManage opens it to the company library's staff; its rows are the final review's.
  return (
    <NeedsPermission code={FINAL_REVIEW_PERMISSION.final}>
      <FinalList kind="firms" title={t('firmsTitle')} party={null} />
    </NeedsPermission>
  );
}
