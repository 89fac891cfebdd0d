import { MORTGAGE_REQUEST_STATUS as S } from '@lc/shared';
import { Drawer, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPage } from '@/components/list-page/list-page';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { MORTGAGE_REGISTRATION_LIST } from '../api/mortgage-flow-api';
import { useMortgageRequestColumns } from '../components/mortgage-request-columns';
import { MORTGAGE_HREF } from '../api/mortgage-pages-api';
import { useMortgageFlowText } from '../mortgage-flow.text';
import type { ListRow } from '@/lib/api-client';
import { MortgageRequestDetail } from '../components/lazy-request-detail';

type MortgageRequestRow = ListRow<typeof MORTGAGE_REGISTRATION_LIST>;

/** /mortgageManage: approved requests for warrant staff to register, property by property (2 → 3 → 4). */
export default function MortgageRegistrationListPage() {
  const t = useMortgageFlowText();
  const { locale } = useLocale();
  const [viewing, setViewing] = useState<number | null>(null);
  const { columns, card } = useMortgageRequestColumns(setViewing);
  // The registration pages, by link: the form while properties remain, the result always.
  const actions = (r: MortgageRequestRow) => (
    <Space size="small">
      {r.status === S.awaitingRegistration || r.status === S.partlyRegistered ? (
        <Link to={MORTGAGE_HREF.register(r.id)} aria-label={`${t('registerPage')} ${r.billNo}`}>
          {t('register')}
        </Link>
      ) : null}
      <Link to={MORTGAGE_HREF.next(r.id)} aria-label={`${t('regResult')} ${r.billNo}`}>
        {t('regResult')}
      </Link>
    </Space>
  );
  // Only the statuses past the supervisor reach this page.
  const statuses = statusFilterOptions('mortgageRequest', locale, [2, 3, 4]);
  return (
    <>
      <ListPage
        label={t('registrations')}
        source={MORTGAGE_REGISTRATION_LIST}
        filters={[{ kind: 'select', name: 'status', label: t('status'), width: 170, options: statuses }]}
        columns={[...columns, { title: t('action'), key: 'action', width: 150, fixed: 'right', render: (_, r) => actions(r) }]}
        card={(r) => ({ ...card(r), fields: [...card(r).fields, { label: t('action'), value: actions(r) }] })}
        rowKey={(r) => r.id}
      />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={t('registerTitle')} size="large" destroyOnHidden>
        {viewing !== null ? <MortgageRequestDetail id={viewing} registering /> : null}
      </Drawer>
    </>
  );
}
