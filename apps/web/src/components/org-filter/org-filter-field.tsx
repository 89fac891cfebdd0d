import type { FilterField } from '../list-page/filter-values';
import { ORG_FILTER_NAMES, OrgFilterFields } from './org-filter-fields';

/** The region → department → salesperson cascade as one field of a list's filter bar. */
export const orgFilterField = (permission?: string): FilterField => ({
  kind: 'custom',
  key: 'org',
  names: ORG_FILTER_NAMES,
  render: () => <OrgFilterFields {...(permission ? { permission } : {})} />,
});
