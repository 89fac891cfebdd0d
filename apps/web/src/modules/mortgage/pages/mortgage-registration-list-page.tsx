import type { MortgageRequestRow } from '@lc/shared';
import { Drawer } from 'antd';
import { useState } from 'react';
import { ListPage } from '@/components/list-page/list-page';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { MORTGAGE_REGISTRATION_LIST } from '../api/mortgage-flow-api';
import { useMortgageRequestColumns } from '../components/mortgage-request-columns';
import { MortgageRequestDetail } from '../components/mortgage-request-detail';
import { useMortgageFlowText } from '../mortgage-flow.text';

/** /mortgageManage: approved requests for warrant staff to register, property by property (2 → 3 → 4). */
export default function MortgageRegistrationListPage() {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const [viewing, setViewing] = useState<number | null>(null);
  const { columns, card } = useMortgageRequestColumns(setViewing);
  // Only the statuses past the supervisor reach this page.
  const statuses = statusFilterOptions('mortgageRequest', locale, [2, 3, 4]);
  return (
    <>
      <ListPage<MortgageRequestRow>
        label={t('registrations')}
        {...MORTGAGE_REGISTRATION_LIST}
        filters={[{ kind: 'select', name: 'status', label: t('status'), width: 170, options: statuses }]}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
      />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={t('registerTitle')} size="large" destroyOnHidden>
        {viewing !== null ? <MortgageRequestDetail id={viewing} registering /> : null}
      </Drawer>
    </>
  );
}
