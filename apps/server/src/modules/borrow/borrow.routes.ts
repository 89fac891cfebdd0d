import { BORROW_API, LOAN_RECORDS_API, LOAN_RECORDS_PERMISSION as LP } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { sendEncryptedImage, sendImageKey } from '../../lib/encrypted-image-reply';
import { localeOf } from '../../lib/locale';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { BorrowService } from './borrow.service';

/** The loan book's handlers: parse (done by the contract) → service → reply. */
export async function borrowRoutes(app: FastifyInstance, { borrowService: s }: { borrowService: BorrowService }) {
  const p = s.payments;
  const e = s.entries;
  const b = s.books;
  serveContract(app, BORROW_API, {
    accounts: ({ user, query }) => s.accounts(user, query),
    accountTotals: ({ user, query }) => s.accountTotals(user, query),
    salesmanAccounts: ({ user, query }) => s.salesmanAccounts(user, query),
    salesmanAccountTotals: ({ user, query }) => s.salesmanAccountTotals(user, query),
    summary: ({ user, query }) => s.summary(user, query),
    salesmanSummary: ({ user, query }) => s.salesmanSummary(user, query),
    payments: ({ user, query }) => p.payments(user, query),
    salesmanPayments: ({ user, query }) => p.salesmanPayments(user, query),
    reportPayment: ({ user, body, request }) => p.report(user, body, actorOf(request)),
    confirmPayment: async ({ user, params, body, request }) => {
      await p.confirm(user, params.id, body, actorOf(request));
      return null;
    },
    rejectPayment: async ({ user, params, body, request }) => {
      await p.reject(user, params.id, body, actorOf(request));
      return null;
    },
    voucherImage: async ({ user, params, reply }) => sendEncryptedImage(reply, await p.voucherPayload(user, params.id, params.voucherId)),
    entries: ({ user, query }) => e.list(user, query),
    entry: ({ user, params, request }) => e.detail(user, params.id, localeOf(request.headers['accept-language'])),
    postEntry: ({ user, body, request }) => e.post(user, body, actorOf(request)),
    fundingLog: ({ query }) => b.fundingLog(query),
    actualPayments: ({ user, query }) => b.actualPayments(user, query),
    capitalDetails: ({ user, query }) => b.capitalDetails(user, query),
    capitalCost: ({ query }) => s.balances.capitalCost(query),
    unpaidFees: ({ user, query }) => s.balances.unpaidFees(user, query),
    voucherImageKey: async ({ user, params, reply }) => sendImageKey(reply, await p.voucherKey(user, params.id, params.voucherId)),
  });
  const r = s.records;
  const c = s.changes;
  const done = async (work: Promise<unknown>) => {
    await work;
    return null;
  };
  serveContract(app, LOAN_RECORDS_API, {
    depositLoans: ({ user }) => r.loans(user, LP.deposits),
    adjustmentLoans: ({ user }) => r.loans(user, LP.adjustments),
    typeChangeLoans: ({ user }) => r.loans(user, LP.typeLog),
    extensionLoans: ({ user }) => r.loans(user, LP.extensions),
    deposits: ({ user, query }) => r.deposits(user, query),
    recordDeposit: ({ user, body, request }) => r.recordDeposit(user, body, actorOf(request)),
    typeLog: ({ user, query }) => r.typeLog(user, query),
    changeType: ({ user, body, request }) => r.changeType(user, body, actorOf(request)),
    approveTypeChange: ({ user, params, body, request }) => done(c.approveTypeChange(user, params.id, body, actorOf(request))),
    rejectTypeChange: ({ user, params, body, request }) => done(c.rejectTypeChange(user, params.id, body, actorOf(request))),
    adjustments: ({ user, query }) => c.adjustments(user, query),
    requestAdjustment: ({ user, body, request }) => c.requestAdjustment(user, body, actorOf(request)),
    approveAdjustment: ({ user, params, body, request }) => done(c.approveAdjustment(user, params.id, body, actorOf(request))),
    rejectAdjustment: ({ user, params, body, request }) => done(c.rejectAdjustment(user, params.id, body, actorOf(request))),
    extensions: ({ user, query }) => c.extensions(user, query),
    requestExtension: ({ user, body, request }) => c.requestExtension(user, body, actorOf(request)),
    approveExtension: ({ user, params, body, request }) => done(c.approveExtension(user, params.id, body, actorOf(request))),
    rejectExtension: ({ user, params, body, request }) => done(c.rejectExtension(user, params.id, body, actorOf(request))),
  });
}
