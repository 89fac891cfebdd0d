import { z } from 'zod';
import { SIGNED_IN, contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import { exportEndpoint } from '../export/export-endpoint';
import type { LocalisedText } from '../route-table/route-table.types';
import { bankInput, bankListQuery, bankListReply, bankOptionsReply, bankRow, bankUpdate } from './bank.schema';
import {
  bankInfoLookupQuery,
  bankInfoLookupReply,
  cardBinInput,
  cardBinListQuery,
  cardBinListReply,
  cardBinRow,
  cardBinUpdate,
} from './card-bin.schema';
import { BORROWER_PERMISSION } from '../borrower/borrower.schema';
import {
  borrowerCardInput,
  bankCardFilter,
  bankCardInput,
  bankCardListQuery,
  bankCardListReply,
  bankCardRow,
  bankCardUpdate,
} from './card.schema';

/** /systemSetting/bankList and /systemSetting/cardBinList: firm-wide reference data, no data scope. */
export const BANK_PERMISSION = 'bank_list';
export const CARD_BIN_PERMISSION = 'bank_info_bin_config';
/** The audit trail's names for these records. */
export const BANK_ENTITY = 'bank';
export const CARD_BIN_ENTITY = 'card_bin';
/** Borrowers' cards: /borrowManage/bankcardList manages them; /lenderManage/bankCardList reads them for grants. */
export const BANK_CARD_PERMISSION = 'bank_card_manage';
export const LENDER_BANK_CARD_PERMISSION = 'bill_grant_bank_card_mamange';
export const BANK_CARD_ENTITY = 'bank_card';

/** The writes' success texts (the errors are catalogue keys: bank-card.messages.ts). */
export const BANK_CARD_MESSAGES = {
  added: { 'zh-CN': '已新增', 'en-US': 'Added' },
  saved: { 'zh-CN': '已保存', 'en-US': 'Saved' },
} as const satisfies Record<string, LocalisedText>;

const banks = { permission: BANK_PERMISSION, dataScope: 'none' } as const;
const bins = { permission: CARD_BIN_PERMISSION, dataScope: 'none' } as const;
// Bank names are no one's personal data, and every card form needs them.
const signedIn = { permission: SIGNED_IN, dataScope: 'none' } as const;
const cards = { permission: BANK_CARD_PERMISSION, dataScope: 'scoped' } as const;
/** The borrower's own page: whoever manages the borrower adds the borrower's receiving card (issue 29). */
const borrowerCards = { permission: BORROWER_PERMISSION, dataScope: 'scoped' } as const;
const lenderCards = { permission: LENDER_BANK_CARD_PERMISSION, dataScope: 'scoped' } as const;
const created = z.object({ id: z.number().int() });

/** The bank-card module's endpoints: the server serves them, the web calls them. */
export const BANK_CARD_API = contract('bank-card', {
  bankList: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/bank/list',
    access: banks,
    query: bankListQuery,
    reply: bankListReply,
  }),
  bankCreate: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/bank',
    access: banks,
    body: bankInput,
    reply: created,
    done: BANK_CARD_MESSAGES.added,
  }),
  bankDetail: endpoint({ method: 'GET', domain: 'default', path: '/v1/bank/:id', access: banks, params: recordIdParams, reply: bankRow }),
  bankUpdate: endpoint({
    method: 'PUT',
    domain: 'default',
    path: '/v1/bank/:id',
    access: banks,
    params: recordIdParams,
    body: bankUpdate,
    done: BANK_CARD_MESSAGES.saved,
  }),
  /** The enabled banks, for the forms' bank choices. */
  bankOptions: endpoint({ method: 'GET', domain: 'default', path: '/v1/bank/options', access: signedIn, reply: bankOptionsReply }),

  binList: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/cardBin/list',
    access: bins,
    query: cardBinListQuery,
    reply: cardBinListReply,
  }),
  binCreate: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/cardBin',
    access: bins,
    body: cardBinInput,
    reply: created,
    done: BANK_CARD_MESSAGES.added,
  }),
  binDetail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/cardBin/:id',
    access: bins,
    params: recordIdParams,
    reply: cardBinRow,
  }),
  binUpdate: endpoint({
    method: 'PUT',
    domain: 'default',
    path: '/v1/cardBin/:id',
    access: bins,
    params: recordIdParams,
    body: cardBinUpdate,
    done: BANK_CARD_MESSAGES.saved,
  }),

  cardList: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/bankCard/list',
    access: cards,
    query: bankCardListQuery,
    reply: bankCardListReply,
  }),
  cardCreate: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/bankCard',
    access: cards,
    body: bankCardInput,
    reply: created,
    done: BANK_CARD_MESSAGES.added,
  }),
  /** A card for the borrower of the path, in the scope of the borrower's page (the salesperson's own borrowers). */
  borrowerCardCreate: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/borrower/:id/bankCard',
    access: borrowerCards,
    params: recordIdParams,
    body: borrowerCardInput,
    reply: created,
    done: BANK_CARD_MESSAGES.added,
  }),
  cardDetail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/bankCard/:id',
    access: cards,
    params: recordIdParams,
    reply: bankCardRow,
  }),
  cardUpdate: endpoint({
    method: 'PUT',
    domain: 'default',
    path: '/v1/bankCard/:id',
    access: cards,
    params: recordIdParams,
    body: bankCardUpdate,
    done: BANK_CARD_MESSAGES.saved,
  }),
  /** The lenders' view (/lenderManage/bankCardList, backCardDetail): the same cards, read only, in that page's scope. */
  lenderCardList: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/lenderBankCard/list',
    access: lenderCards,
    query: bankCardListQuery,
    reply: bankCardListReply,
  }),
  lenderCardDetail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/lenderBankCard/:id',
    access: lenderCards,
    params: recordIdParams,
    reply: bankCardRow,
  }),

  /** Spec 000 §7: the bank of a card number, by its longest matching BIN prefix. */
  bankInfoLookup: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/bankcard/v2/bank_info/list',
    access: signedIn,
    query: bankInfoLookupQuery,
    reply: bankInfoLookupReply,
  }),
});

/** /borrowManage/bankcardList's export: the filtered cards as a workbook, numbers masked as on screen. */
export const BANK_CARD_EXPORT = exportEndpoint({ path: '/v1/bankCard/export', permission: BANK_CARD_PERMISSION, filter: bankCardFilter });
