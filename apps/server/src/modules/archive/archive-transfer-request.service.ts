import { ARCHIVE_STOCK, type ApprovalProcess, type ArchiveTransferInput } from '@lc/shared';
import type { Db, Tx } from '../../db/client';
import { Forbidden, Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { AuditActor } from '../audit/audit.service';
import type { ApprovalChainService } from '../workflow/approval-chain.service';
import type { FlowEngine } from '../workflow/flow-engine.service';
import { flowSteps } from '../workflow/flow-steps.service';
import { archiveTransferRepository } from './archive-transfer.repository';
import type { ArchiveItemService } from './archive.service';
import type { ArchiveBlacklistService } from './archive-blacklist.service';

/** What either transfer flow (the new one, decision 0036, and the old one, 0055) needs. */
export type ArchiveTransferDeps = {
  db: Db;
  clock: Clock;
  flow: FlowEngine;
  chains: Pick<ApprovalChainService, 'chainFor'>;
  archive: ArchiveItemService;
  blacklist: Pick<ArchiveBlacklistService, 'isListed'>;
};

/** Both flows answer with the same messages. */
export const NOT_FOUND = keyed('archiveTransferNotFound');
export const STALE = keyed('archiveTransferStale');
export const WRONG_STATUS = keyed('archiveTransferWrongStatus');

/** The columns every new request gets, whichever flow it goes to; the bill's scope columns are taken over. */
type RequestValues = {
  billId: number;
  reason: string;
  returnDate: string;
  applicantId: number;
  applicantName: string;
  ownerId: number;
  areaCode: string;
  departmentCode: string | null;
  groupId: number | null;
};

/**
 * How a transfer starts in both flows: the form's bills with their documents in stock (in the
 * scope of the flow's page `code`), and a new request for some of one bill's documents; then the
 * flow's `steps` on the workflow engine.
 */
export function transferRequests(deps: ArchiveTransferDeps, flow: { process: ApprovalProcess; entity: string; code: string }) {
  const { db, archive, blacklist } = deps;
  const { code } = flow;
  const steps = flowSteps(deps, { process: flow.process, entity: flow.entity, notFound: NOT_FOUND, stale: STALE });
  return {
    steps,

    async options(user: SessionUser) {
      const rows = await archive.itemsInStock(user, code);
      const byBill = new Map<
        number,
        { id: number; billNo: string; customerName: string; items: { id: number; name: string; docType: number }[] }
      >();
      for (const r of rows) {
        const bill = byBill.get(r.billId) ?? { id: r.billId, billNo: r.billNo, customerName: r.customerName, items: [] };
        bill.items.push({ id: r.id, name: r.name, docType: r.docType });
        byBill.set(r.billId, bill);
      }
      return { bills: [...byBill.values()] };
    },

    /**
     * A request for in-stock documents of one bill in scope, unless the applicant is blacklisted;
     * `own` is the flow's first status and its own columns, `insert` writes the request and its documents.
     */
    async create<O extends { status: number }>(
      user: SessionUser,
      input: ArchiveTransferInput,
      audit: AuditActor,
      own: O,
      insert: (tx: Tx, values: RequestValues & O, itemIds: number[]) => Promise<{ id: number }>,
    ) {
      if (await blacklist.isListed(user.id)) throw new Forbidden(keyed('archiveTransferBlacklisted'));
      const chosen = [...new Set(input.itemIds)];
      const nodes = await steps.nodes();
      return db.transaction(async (tx) => {
        const items = await archive.lockItems(tx, chosen);
        const ok = items.length === chosen.length && items.every((i) => i.billId === input.billId && i.status === ARCHIVE_STOCK.inStock);
        const inScope = await archiveTransferRepository.billInScope(tx, input.billId, scopeFor(user, code));
        if (!ok || !inScope) throw new Validation(keyed('archiveTransferItemsUnavailable'));
        const values = {
          billId: input.billId,
          reason: input.reason,
          returnDate: input.returnDate,
          applicantId: user.id,
          applicantName: user.realName,
          ...own,
          ...inScope,
        };
        const created = await insert(tx, values, chosen);
        await steps.start(tx, created.id, { nodes, user, audit, after: { ...values, itemIds: chosen } });
        return { id: created.id };
      });
    },
  };
}
