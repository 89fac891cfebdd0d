import { LEDGER_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { localeOf } from '../../lib/locale';
import { serveContract } from '../../lib/serve-endpoint';
import type { LedgerService } from './ledger.service';

/** The ledger's reads: account names in the caller's language. */
export async function ledgerRoutes(app: FastifyInstance, { ledgerService }: { ledgerService: LedgerService }) {
  const locale = (headers: { 'accept-language'?: string }) => localeOf(headers['accept-language']);
  serveContract(app, LEDGER_API, {
    accounts: ({ request }) => ledgerService.accounts(locale(request.headers)),
    trialBalance: ({ request }) => ledgerService.trialBalance(locale(request.headers)),
    loanStatement: ({ params, request }) => ledgerService.loanStatement(params.billId, locale(request.headers)),
    fundingPartyStatement: ({ params, request }) => ledgerService.fundingPartyStatement(params.code, locale(request.headers)),
  });
}
