import { BORROWER_API, BORROWER_ENTITY, type BorrowerRow } from '@lc/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { DEFAULT_REVEAL_PATH, revealField } from '@/components/masked-data/masked-data-api';
import { call } from '@/lib/api-client';
import { billKeys } from './bill-api';

/** The bill form shows this many borrowers per search. */
const SEARCH_PAGE = 10;

/**
 * The caller's borrowers for the bill form (the borrower list under its own scope): by name prefix,
 * or a whole ID number or mobile. Rows come masked.
 */
export const borrowerSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: billKeys.borrowerSearch(keyword),
    queryFn: ({ signal }) => call(BORROWER_API.endpoints.list, { query: { keyword, pageSize: SEARCH_PAGE } }, { signal }),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** What a borrower fills in the bill form. */
export type BillCustomerFill = { billCustomerName: string; billCustomerMobile: string; idCard: string };

/**
 * The borrower's name, mobile and ID number in the clear, for the form: each number through the
 * audited plain-value viewer, as any other unmasked view.
 */
export async function customerOf(borrower: Pick<BorrowerRow, 'id' | 'name'>): Promise<BillCustomerFill> {
  const reveal = (field: string) => revealField(DEFAULT_REVEAL_PATH, { entity: BORROWER_ENTITY, id: String(borrower.id), field });
  const [mobile, idCard] = await Promise.all([reveal('mobile'), reveal('idCard')]);
  return { billCustomerName: borrower.name, billCustomerMobile: mobile ?? '', idCard: idCard ?? '' };
}
