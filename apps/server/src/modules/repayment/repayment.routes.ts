import { REPAYMENT_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { OverdueService } from './overdue.service';
import type { RepaymentService } from './repayment.service';

/** The repayment contract's handlers: parse (done by the contract) → service → reply. */
export async function repaymentRoutes(app: FastifyInstance, service: RepaymentService & { overdue: OverdueService }) {
  const { overdue } = service;
  serveContract(app, REPAYMENT_API, {
    showSwitch: ({ user, params }) => service.showSwitch(user, params.id),
    billPlan: ({ user, body }) => service.billPlan(user, body),
    billPlanSum: ({ user, body }) => service.billPlanSum(user, body),
    repayManage: ({ user, body }) => service.repayManage(user, body),
    repayManageDetail: ({ user, params }) => service.repayManageDetail(user, params.id),
    repayApplyBase: ({ user, params }) => service.repayApplyBase(user, params.id),
    prepaymentQuote: ({ user, params }) => service.prepaymentQuote(user, params.id),
    settleStatus: ({ user, body, request }) => service.settleStatus(user, body.loanId, actorOf(request)),
    repayApplyList: ({ user, body }) => service.repayApplyList(user, body),
    repayApply: ({ user, body, request }) => service.repayApply(user, body, actorOf(request)),
    repayApplyApprove: ({ user, params, request }) => service.approve(user, params.id, actorOf(request)),
    repayApplyReject: ({ user, params, body, request }) => service.reject(user, params.id, body, actorOf(request)),
    repayList: ({ user, body }) => service.repayList(user, body),
    repayListStatistics: ({ user, body }) => service.repayListStatistics(user, body),
    repaymentSettings: () => service.repaymentSettings(),
    saveRepaymentSettings: ({ user, body, request }) => service.saveRepaymentSettings(user, body, actorOf(request)),
    businessDate: () => overdue.businessDate(),
    businessDateMoves: () => overdue.moves(),
    advanceBusinessDate: ({ body, request }) => overdue.advance(body, actorOf(request)),
    overdueLoans: ({ user, body }) => overdue.overdueLoans(user, body),
    overdueSchedules: ({ user, body }) => overdue.overdueSchedules(user, body),
  });
}
