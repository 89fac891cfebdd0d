import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { WITHHOLD_RECORDS } from '../api/withhold-api';
import { withholdCard, withholdColumns, withholdFilters } from '../components/withhold-columns';
import { useWithholdText } from '../withhold.text';

/** /rechargeRecordManage/withholdRecordList: every withholding in the caller's scope, filtered by status and day. */
export default function WithholdRecordListPage() {
  const t = useWithholdText();
  const { locale } = useLocale();
  return (
    <ListPage
      label={t('recordsTitle')}
      source={WITHHOLD_RECORDS}
      filters={withholdFilters(t, locale)}
      columns={withholdColumns(t, locale)}
      card={withholdCard(t, locale)}
      rowKey={(r) => r.id}
      scrollX={1850}
    />
  );
}
