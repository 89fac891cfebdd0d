import type { FilterField } from '../list-page/filter-values';
import { ORG_FILTER_NAMES, OrgFilterFields } from './org-filter-fields';

/** The filters the cascade sets: a list that offers it takes all three. */
export type OrgFilterName = (typeof ORG_FILTER_NAMES)[number];

/** The region → department → salesperson cascade as one field of a list's filter bar. */
export const orgFilterField = (permission?: string): FilterField<OrgFilterName> => ({
  kind: 'custom',
  key: 'org',
  names: ORG_FILTER_NAMES,
  render: () => <OrgFilterFields {...(permission ? { permission } : {})} />,
});
