import { contract, endpoint } from '../api/contract';
import { LEDGER_PERMISSION } from './ledger.accounts';
import { fundingPartyParams, ledgerAccountsReply, loanStatementParams, statementReply, trialBalanceReply } from './ledger.schema';

/** The books are the firm's, not a salesperson's: finance reads them whole (no row scope). */
const read = { permission: LEDGER_PERMISSION, dataScope: 'none' } as const;

/** Reads of the double-entry ledger. Postings have no endpoint here: they come with the money events (issues 15, 16). */
export const LEDGER_API = contract('ledger', {
  accounts: endpoint({ method: 'GET', domain: 'default', path: '/v1/ledger/accounts', access: read, reply: ledgerAccountsReply }),
  trialBalance: endpoint({ method: 'GET', domain: 'default', path: '/v1/ledger/trial-balance', access: read, reply: trialBalanceReply }),
  loanStatement: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/ledger/loans/:billId/statement',
    access: read,
    params: loanStatementParams,
    reply: statementReply,
  }),
  fundingPartyStatement: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/ledger/funding-parties/:code/statement',
    access: read,
    params: fundingPartyParams,
    reply: statementReply,
  }),
});
