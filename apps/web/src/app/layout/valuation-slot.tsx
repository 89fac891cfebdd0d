import { type ReactNode, Suspense, lazy } from 'react';
import { Spin } from 'antd';
import { type CollateralValuationDrawer, CollateralValuationProvider } from '@/components/ltv/collateral-valuation-slot';

// Loaded the first time a bill page opens it: the valuation forms are not part of the shell.
const LazyDrawer = lazy(() => import('@/modules/valuation/components/valuation-drawer').then((m) => ({ default: m.ValuationDrawer })));

const ValuationDrawer: CollateralValuationDrawer = (props) =>
  props.open ? (
    <Suspense fallback={<Spin />}>
      <LazyDrawer {...props} />
    </Suspense>
  ) : null;

/** The pages' valuation drawer for a collateral (the bill pages ask for it; STYLE §1: composed here). */
export function ValuationSlot({ children }: { children: ReactNode }) {
  return <CollateralValuationProvider value={ValuationDrawer}>{children}</CollateralValuationProvider>;
}
