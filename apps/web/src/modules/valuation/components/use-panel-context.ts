import { guzhiRequestTypeFor } from '@lc/shared';
import { useLocation } from 'react-router';
import { usePermission } from '@/lib/auth';

/** What every channel form needs from where it sits: the request type by route, the collateral, the query permission. */
export function usePanelContext(mortgageInfoId?: number) {
  const { pathname } = useLocation();
  return {
    pathname,
    guzhiRequestType: guzhiRequestTypeFor(pathname),
    mortgageInfoId,
    /** Spec 001 §6: the valuation query button shows only with fanggugu_estimate. */
    canQuery: usePermission('fanggugu_estimate'),
  };
}
export type PanelContext = ReturnType<typeof usePanelContext>;

/** Names of options by value, for the names the calls send beside the ids. */
export const nameOf = <T extends { value: string; label: string }>(options: T[], value: unknown) =>
  options.find((o) => o.value === value)?.label;
