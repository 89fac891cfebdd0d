import { Drawer } from 'antd';
import type { CollateralValuationDrawer } from '@/components/ltv/collateral-valuation-slot';
import { ValuationPanel } from './valuation-panel';

/**
 * The valuation widget for one collateral, in a drawer over the bill page (issue 14 item 2). The
 * panel reads the route, so guzhiRequestType follows the page it opens on (2 bill, 3 document).
 */
export const ValuationDrawer: CollateralValuationDrawer = ({ mortgageId, title, open, onClose }) => (
  <Drawer title={title} open={open} onClose={onClose} size="large" destroyOnHidden data-testid="valuation-drawer">
    {/* Another collateral is another panel: its tab and forms start from what that one holds. */}
    {open ? <ValuationPanel key={mortgageId} mortgageInfoId={mortgageId} /> : null}
  </Drawer>
);
