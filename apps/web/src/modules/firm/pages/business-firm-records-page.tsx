import { FIRM_SOURCE } from '@lc/shared';
import { FirmList } from '../components/firm-list';
import { useFirmText } from '../firm.text';

/** /firmManage/businessFirmRecords: the firms entered with business (bills' company lists). */
export default function BusinessFirmRecordsPage() {
  const t = useFirmText();
  return <FirmList title={t('businessTitle')} source={FIRM_SOURCE.business} />;
}
