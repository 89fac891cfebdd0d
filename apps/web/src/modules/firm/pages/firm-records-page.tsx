import { FirmList } from '../components/firm-list';
import { useFirmText } from '../firm.text';

/** /firmManage/firmRecords: the whole company library. */
export default function FirmRecordsPage() {
  const t = useFirmText();
  return <FirmList title={t('title')} source={undefined} />;
}
