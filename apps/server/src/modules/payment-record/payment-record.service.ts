import {
  PAYMENT_RECORD_API,
  PAYMENT_RECORD_PERMISSION as P,
  PAYMENT_RECORD_STATUS as S,
  type PaymentRecordDetail,
  type PaymentRecordListQuery,
  type PaymentRecordListReply,
  type PaymentRecordRow,
  type PaymentRecordVariant,
  endpointUrl,
  maskName,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import type { ScopeFilter } from '../../core/data-scope';
import { type SessionUser, hasPermission, scopeFor } from '../../core/session-user';
import { NotFound, keyed } from '../../lib/errors';
import type { OrgFilterService } from '../identity/org-filter.service';
import { type PaymentRecordRecord, paymentRecordRepository as repo, paymentRecordWhere } from './payment-record.repository';
import { fen } from '../../lib/money';

export const PAYMENT_RECORD_NOT_FOUND = keyed('paymentRecordNotFound');
const PERMISSION_OF: Record<PaymentRecordVariant, string> = { all: P.list, agency: P.agency, direct: P.direct, approve: P.approve };
/** The approval inbox shows what was sent for approval (pending, passed, rejected) unless a status is asked for. */
const SENT = [S.pending, S.passed, S.rejected];

export type PaymentRecordDeps = { db: Db; org: Pick<OrgFilterService, 'labels'> };

/** The scopes the caller's lists give: a record opened from any of them is theirs to read. */
export const readableScopes = (user: SessionUser): ScopeFilter[] =>
  Object.values(P)
    .filter((code) => hasPermission(user, code))
    .map((code) => scopeFor(user, code));

/** Reads and recording: the four lists, a bill's records with their sum, the detail, a new record. */
export function createPaymentRecordReads({ db, org }: PaymentRecordDeps) {
  async function rows(records: PaymentRecordRecord[]): Promise<PaymentRecordRow[]> {
    const { salespeople: names } = await org.labels([...new Set(records.map((r) => r.ownerId))], []);
    return records.map((r) => ({
      id: r.id,
      billId: r.billId,
      billNo: r.billNo,
      customerName: maskName(r.customerName),
      agency: r.agency,
      payee: r.payee,
      amount: fen(r.amount),
      kind: r.kind,
      status: r.status,
      level: r.status === S.pending ? r.level : null,
      ownerName: names.get(r.ownerId) ?? null,
      createdBy: r.createdBy,
      firstBy: r.firstBy,
      createdByName: r.createdByName,
      createdAt: r.createdAt.toISOString(),
      version: r.version,
    }));
  }

  async function findReadable(user: SessionUser, id: number) {
    for (const scope of readableScopes(user)) {
      const found = await repo.find(db, id, scope);
      if (found) return found;
    }
    throw new NotFound(PAYMENT_RECORD_NOT_FOUND);
  }

  return {
    async list(user: SessionUser, variant: PaymentRecordVariant, q: PaymentRecordListQuery): Promise<PaymentRecordListReply> {
      const where = paymentRecordWhere(scopeFor(user, PERMISSION_OF[variant]), {
        ...q,
        agency: variant === 'agency' ? true : variant === 'direct' ? false : undefined,
        statuses: variant === 'approve' && q.status === undefined ? SENT : undefined,
      });
      const page = await pagedList(db, repo.list, where, q, rows);
      const billTotal = q.billId === undefined ? null : await repo.sum(db, where);
      return { ...page, billTotal };
    },

    bills: (user: SessionUser, keyword: string | undefined) =>
      repo
        .bills(db, scopeFor(user, P.list), keyword)
        .then((list) => ({ list: list.map((b) => ({ id: b.id, billNo: b.billNo, customerName: maskName(b.customerName) })) })),

    findReadable,

    async detail(user: SessionUser, id: number): Promise<PaymentRecordDetail> {
      const found = await findReadable(user, id);
      const [row] = await rows([found]);
      const vouchers = await repo.vouchersOf(db, [id]);
      const posted = found.ledgerEntryId === null ? undefined : await repo.posting(db, found.ledgerEntryId);
      return {
        ...row!,
        remark: found.remark,
        firstByName: found.firstByName,
        firstAt: found.firstAt?.toISOString() ?? null,
        secondByName: found.secondByName,
        secondAt: found.secondAt?.toISOString() ?? null,
        decisionComment: found.decisionComment,
        vouchers: vouchers.map((v) => ({
          id: v.id,
          imageUrl: endpointUrl(PAYMENT_RECORD_API.endpoints.voucherImage, { id, voucherId: v.id }),
        })),
        posting: posted
          ? {
              entryId: posted.id,
              postedAt: posted.createdAt.toISOString(),
              lines: posted.lines.map((l) => ({ accountCode: l.accountCode, debit: fen(l.debit), credit: fen(l.credit) })),
            }
          : null,
      };
    },
  };
}
