import { BILL_API } from '@lc/shared';
import { listSource } from '@/lib/api-client';

const api = BILL_API.endpoints;

/** The bill lists' sources: the contract's list endpoints (the list block adds paging and filters). Apart from bill-api so the router can start them without the rest. */
export const BILL_LISTS = {
  mine: listSource(api.mine),
  drafts: listSource(api.drafts),
  all: listSource(api.all),
  abandoned: listSource(api.abandoned),
} as const;
