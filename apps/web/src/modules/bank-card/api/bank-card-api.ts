import {
  BANK_CARD_API,
  type BankCardInput,
  type BorrowerCardInput,
  type BankCardUpdate,
  type BankInput,
  type BankUpdate,
  type CardBinInput,
  type CardBinUpdate,
} from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

const api = BANK_CARD_API.endpoints;

/** The list blocks' sources: the contract's list endpoints (the block adds paging and filters). */
export const BANK_LIST = listSource(api.bankList);
export const CARD_BIN_LIST = listSource(api.binList);
export const BANK_CARD_LIST = listSource(api.cardList);
export const LENDER_CARD_LIST = listSource(api.lenderCardList);
/** The card list's export, for ExportButton. */
export { BANK_CARD_EXPORT } from '@lc/shared';

export const bankCardKeys = {
  all: ['bank-card'] as const,
  bankOptions: ['bank-card', 'bank-options'] as const,
  lookup: (cardNo: string) => ['bank-card', 'lookup', cardNo] as const,
  lenderCard: (id: number) => ['bank-card', 'lender-card', id] as const,
};

/** After a write: the list blocks count once per filter, so their remembered totals are dropped and counted again. */
export const forgetBankCardTotals = (client: QueryClient) => {
  for (const source of [BANK_LIST, CARD_BIN_LIST, BANK_CARD_LIST, LENDER_CARD_LIST])
    client.removeQueries({ queryKey: ['list-total', source.listUrl] });
};

/** The enabled banks, for the forms' bank choices. */
export const bankOptionsQuery = queryOptions({
  queryKey: bankCardKeys.bankOptions,
  queryFn: ({ signal }) => call(api.bankOptions, {}, { signal }),
});

/** A card as the lenders' detail page (backCardDetail) shows it. */
export const lenderCardQuery = (id: number) =>
  queryOptions({
    queryKey: bankCardKeys.lenderCard(id),
    queryFn: ({ signal }) => call(api.lenderCardDetail, { params: { id } }, { signal }),
  });

/** The bank of a card number by its BIN (spec 000 §7); silent: a form shows what it finds. */
export const lookupBankInfo = (bankCardNo: string) => call(api.bankInfoLookup, { query: { bankCardNo } }, { silent: true });

/** Saves show their refusals (400, 409) on the form: silent here. */
export const createBank = (body: BankInput) => call(api.bankCreate, { body }, { silent: true });
export const updateBank = (id: number, body: BankUpdate) => call(api.bankUpdate, { params: { id }, body }, { silent: true });
export const createCardBin = (body: CardBinInput) => call(api.binCreate, { body }, { silent: true });
export const updateCardBin = (id: number, body: CardBinUpdate) => call(api.binUpdate, { params: { id }, body }, { silent: true });
export const createBankCard = (body: BankCardInput) => call(api.cardCreate, { body }, { silent: true });
/** A card added from the borrower's own page: the borrower is the path's, never typed. */
export const createBorrowerCard = (borrowerId: number, body: BorrowerCardInput) =>
  call(api.borrowerCardCreate, { params: { id: borrowerId }, body }, { silent: true });
export const updateBankCard = (id: number, body: BankCardUpdate) => call(api.cardUpdate, { params: { id }, body }, { silent: true });
