import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '@/components/list-page/list-page';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { MORTGAGE_REQUEST_LIST } from '../api/mortgage-flow-api';
import { useMortgageRequestColumns } from '../components/mortgage-request-columns';
import { MORTGAGE_HREF } from '../api/mortgage-pages-api';
import { useMortgageFlowText } from '../mortgage-flow.text';
import { lazyDialog } from '@/lib/lazy-dialog';
import { MortgageRequestDetail } from '../components/lazy-request-detail';

const MortgageRequestFormModal = lazyDialog(
  () => import('../components/mortgage-request-form-modal').then((m) => m.MortgageRequestFormModal),
  (p) => p.open,
);

/** /mortgageRequest: mortgage requests in the caller's scope; the supervisor decides in the detail. */
export default function MortgageRequestListPage() {
  const t = useMortgageFlowText();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const { columns, card } = useMortgageRequestColumns(setViewing);
  return (
    <>
      <ListPage
        label={t('requests')}
        source={MORTGAGE_REQUEST_LIST}
        filters={[
          { kind: 'select', name: 'status', label: t('status'), width: 170, options: statusFilterOptions('mortgageRequest', locale) },
        ]}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        toolbar={() => (
          <>
            <Button type="primary" onClick={() => navigate(MORTGAGE_HREF.requestableBills)}>
              {t('requestableBills')}
            </Button>
            <Button type="primary" ghost onClick={() => setAdding(true)}>
              {t('newRequest')}
            </Button>
          </>
        )}
      />
      <MortgageRequestFormModal open={adding} onClose={() => setAdding(false)} />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={t('detail')} size="large" destroyOnHidden>
        {viewing !== null ? <MortgageRequestDetail id={viewing} /> : null}
      </Drawer>
    </>
  );
}
