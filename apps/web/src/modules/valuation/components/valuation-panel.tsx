import { type ValuationTab, initialValuationTab, visibleValuationTabs } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { usePermission } from '@/lib/auth';
import { historyQuery } from '../api/valuation-api';
import { useValuationText } from '../valuation.text';
import { FurtherForm } from './further-form';
import { ManualForm } from './manual-form';
import { ProviderEnquiryForm } from './provider-enquiry-form';
import { ServiceForm } from './service-form';
import { usePanelContext } from './use-panel-context';

export type ValuationPanelProps = {
  /** The collateral the valuations attach to, if any. */
  mortgageInfoId?: number;
  /** The mortgage query price page hears which tab is open (001 §2). */
  onTabChange?: (tab: ValuationTab) => void;
};

const LABEL_KEY = { provider: 'tabProvider', service: 'tabService', manual: 'tabManual', further: 'tabFurther' } as const;

/** The valuation tab panel: provider enquiry (default), valuation service, manual valuation and, where allowed, the further provider. */
export function ValuationPanel({ mortgageInfoId, onTabChange }: ValuationPanelProps) {
  const t = useValuationText();
  const ctx = usePanelContext(mortgageInfoId);
  const canFurther = usePermission('zgl_enquiry');
  const tabs = visibleValuationTabs(ctx.pathname, canFurther);
  const [active, setActive] = useState<ValuationTab | null>(mortgageInfoId ? null : 'provider');
  // Read afresh on every visit: the tab and the forms' values follow what the collateral holds now.
  const history = useQuery({ ...historyQuery(mortgageInfoId ?? 0), enabled: Boolean(mortgageInfoId), refetchOnMount: 'always' });
  const settled = history.isFetchedAfterMount && !history.isFetching;
  const held = settled ? (history.data?.latest ?? null) : null;

  // The initial tab, once: the first channel already holding both a unit and a total price.
  useEffect(() => {
    if (!mortgageInfoId || !settled || active !== null) return;
    const tab = initialValuationTab(held ?? {}, tabs);
    setActive(tab);
    onTabChange?.(tab);
  }, [mortgageInfoId, settled]);

  if (!active) return <Spin />;
  const body = (tab: ValuationTab) => {
    switch (tab) {
      case 'provider':
        return <ProviderEnquiryForm ctx={ctx} held={held?.provider ?? null} />;
      case 'service':
        return <ServiceForm ctx={ctx} held={held?.service ?? null} />;
      case 'manual':
        return <ManualForm ctx={ctx} held={held?.manual ?? null} />;
      default:
        return <FurtherForm ctx={ctx} />;
    }
  };
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => {
        setActive(key as ValuationTab);
        onTabChange?.(key as ValuationTab);
      }}
      items={tabs.map((tab) => ({ key: tab, label: t(LABEL_KEY[tab]), children: body(tab) }))}
    />
  );
}
