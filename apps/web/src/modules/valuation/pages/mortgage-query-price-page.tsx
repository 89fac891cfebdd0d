import type { ValuationTab } from '@lc/shared';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ValuationPanel } from '../components/valuation-panel';
import { useValuationText } from '../valuation.text';

/** /billManage/mortgageQueryPrice: the valuation tab panel, optionally for one collateral (?mortgageInfoId=). */
export default function MortgageQueryPricePage() {
  const t = useValuationText();
  const [params] = useSearchParams();
  const id = Number(params.get('mortgageInfoId'));
  const [tab, setTab] = useState<ValuationTab>('provider');
  return (
    <Card data-tab={tab} data-testid="mortgage-query-price">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('pageTitle')}
      </Typography.Title>
      {/* Another collateral is another panel: its tab and forms start from what that one holds. */}
      <ValuationPanel key={id} {...(Number.isInteger(id) && id > 0 ? { mortgageInfoId: id } : {})} onTabChange={setTab} />
    </Card>
  );
}
