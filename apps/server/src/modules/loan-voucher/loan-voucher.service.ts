import {
  LOAN_VOUCHER_API,
  LOAN_VOUCHER_PERMISSION as P,
  type LoanVoucherDetail,
  type LoanVoucherLevel,
  type LoanVoucherListQuery,
  type LoanVoucherListReply,
  type LoanVoucherRow,
  endpointUrl,
  maskName,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import type { ScopeFilter } from '../../core/data-scope';
import { type SessionUser, hasPermission, scopeFor } from '../../core/session-user';
import { NotFound, keyed } from '../../lib/errors';
import { type LoanVoucherRecord, loanVoucherRepository as repo, loanVoucherWhere } from './loan-voucher.repository';
import { fen } from '../../lib/money';

export const LOAN_NOT_FOUND = keyed('loanVoucherLoanNotFound');
const CODE_OF: Record<LoanVoucherLevel, string> = { first: P.audit, second: P.second };
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The scopes the caller's two codes give: a voucher opened from either list is theirs to read. */
const readableScopes = (user: SessionUser): ScopeFilter[] =>
  Object.values(P)
    .filter((code) => hasPermission(user, code))
    .map((code) => scopeFor(user, code));

export const toRow = (r: LoanVoucherRecord): LoanVoucherRow => ({
  drawId: r.drawId,
  loanId: r.loanId,
  billId: r.billId,
  billNo: r.billNo,
  customerName: maskName(r.customerName),
  fundingParty: r.fundingParty,
  amount: fen(r.amount),
  paidAt: r.paidAt.toISOString(),
  channelRef: r.channelRef,
  paidByName: r.paidByName,
  status: r.status,
  level: r.level,
  round: r.round ?? 0,
  uploadedBy: r.uploadedBy,
  firstBy: r.firstBy,
  uploadedByName: r.uploadedByName,
  uploadedAt: iso(r.uploadedAt),
  firstByName: r.firstByName,
  secondByName: r.secondByName,
  version: r.version,
});

/** The two audit lists and a draw's voucher detail. */
export function createLoanVoucherReads({ db }: { db: Db }) {
  async function findReadable(user: SessionUser, drawId: number) {
    for (const scope of readableScopes(user)) {
      const found = await repo.find(db, drawId, scope);
      if (found) return found;
    }
    throw new NotFound(LOAN_NOT_FOUND);
  }

  return {
    findReadable,

    list: (user: SessionUser, level: LoanVoucherLevel, q: LoanVoucherListQuery): Promise<LoanVoucherListReply> =>
      pagedList(db, repo.list, loanVoucherWhere(scopeFor(user, CODE_OF[level]), level, q), q, (rows) => rows.map(toRow)),

    async detail(user: SessionUser, drawId: number): Promise<LoanVoucherDetail> {
      const found = await findReadable(user, drawId);
      const images = found.voucherId === null ? [] : await repo.imagesOf(db, found.voucherId);
      return {
        ...toRow(found),
        approvedAmount: fen(found.approvedAmount),
        firstAt: iso(found.firstAt),
        secondAt: iso(found.secondAt),
        decisionComment: found.decisionComment,
        images: images.map((image) => ({
          id: image.id,
          round: image.round,
          imageUrl: endpointUrl(LOAN_VOUCHER_API.endpoints.image, { id: drawId, imageId: image.id }),
        })),
      };
    },
  };
}
export type LoanVoucherReads = ReturnType<typeof createLoanVoucherReads>;
