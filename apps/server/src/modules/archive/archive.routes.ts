import { ARCHIVE_API, ARCHIVE_DISPOSAL_API, ARCHIVE_EDIT_API, ARCHIVE_SETTLEMENT_API, ARCHIVE_TRANSFER_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { ArchiveTransferService } from './archive-transfer.service';
import type { ArchiveItemService } from './archive.service';
import type { ArchiveBlacklistService } from './archive-blacklist.service';
import type { ArchiveEditService } from './archive-edit.service';
import type { ArchiveSettlementService } from './archive-settlement.service';
import type { ArchiveDisposalService } from './archive-disposal.service';

/** The archive and transfer pages' handlers: parse (the contract) → service → reply. */
export async function archiveRoutes(
  app: FastifyInstance,
  s: {
    items: ArchiveItemService;
    transfers: ArchiveTransferService;
    blacklist: ArchiveBlacklistService;
    edits: ArchiveEditService;
    settlements: ArchiveSettlementService;
    disposals: ArchiveDisposalService;
  },
) {
  const { items, transfers, blacklist, edits, settlements, disposals } = s;
  serveContract(app, ARCHIVE_DISPOSAL_API, {
    request: ({ user, params, body, request }) => disposals.request(user, params.id, body, actorOf(request)),
    list: ({ user, query }) => disposals.list(user, query),
    approve: ({ user, params, body, request }) => disposals.approve(user, params.id, body, actorOf(request)),
    reject: ({ user, params, body, request }) => disposals.reject(user, params.id, body, actorOf(request)),
  });
  serveContract(app, ARCHIVE_SETTLEMENT_API, {
    state: ({ user, params }) => settlements.state(user, params.id),
    confirm: ({ user, params, body, request }) => settlements.confirm(user, params.id, body, actorOf(request)),
    refuse: ({ user, params, body, request }) => settlements.refuse(user, params.id, body, actorOf(request)),
  });
  serveContract(app, ARCHIVE_EDIT_API, {
    edit: ({ user, params, body, request }) => edits.edit(user, params.id, body, actorOf(request)),
    audit: ({ user, params, body, request }) => edits.audit(user, params.billId, body, actorOf(request)),
    extension: ({ user, params }) => edits.extension(user, params.id),
    requestExtension: ({ user, params, body, request }) => edits.requestExtension(user, params.id, body, actorOf(request)),
    approveExtension: ({ user, params, body, request }) => edits.approveExtension(user, params.id, body, actorOf(request)),
    rejectExtension: ({ user, params, body, request }) => edits.rejectExtension(user, params.id, body, actorOf(request)),
  });
  serveContract(app, ARCHIVE_API, {
    list: ({ user, query }) => items.list(user, query),
    bills: ({ user }) => items.bills(user),
    create: ({ user, body, request }) => items.create(user, body, actorOf(request)),
    stockIn: ({ user, params, body, request }) => items.stockIn(user, params.id, body, actorOf(request)),
    remove: ({ user, params, body, request }) => items.remove(user, params.id, body, actorOf(request)),
    billDetail: ({ user, params }) => items.billDetail(user, params.billId),
    ledger: ({ user, query }) => items.ledger(user, query),
    approvers: () => items.approvers(),
    addApprover: ({ user, body, request }) => items.addApprover(user, body.userId, actorOf(request)),
    removeApprover: ({ params, request }) => items.removeApprover(params.userId, actorOf(request)),
  });
  serveContract(app, ARCHIVE_TRANSFER_API, {
    blacklist: () => blacklist.list(),
    addToBlacklist: ({ user, body, request }) => blacklist.add(user, body, actorOf(request)),
    removeFromBlacklist: ({ params, request }) => blacklist.remove(params.userId, actorOf(request)),
    options: ({ user }) => transfers.options(user),
    list: ({ user, query }) => transfers.list(user, query),
    approvalList: ({ user, query }) => transfers.approvalList(user, query),
    storeList: ({ user, query }) => transfers.storeList(user, query),
    detail: ({ user, params }) => transfers.detail(user, params.id),
    create: ({ user, body, request }) => transfers.create(user, body, actorOf(request)),
    cancel: ({ user, params, body, request }) => transfers.cancel(user, params.id, body.version, actorOf(request)),
    approve: ({ user, params, body, request }) => transfers.approve(user, params.id, body, actorOf(request)),
    reject: ({ user, params, body, request }) => transfers.reject(user, params.id, body, actorOf(request)),
    pull: ({ user, params, body, request }) => transfers.pull(user, params.id, body.version, actorOf(request)),
    giveBack: ({ user, params, body, request }) => transfers.giveBack(user, params.id, body, actorOf(request)),
    lock: ({ user, params, body }) => transfers.takeLock(user, params.id, body.kind),
    modifyLockRelease: ({ user, query }) => transfers.releaseLock(user, query.flowInstanceId, 'modify'),
    auditLockRelease: ({ user, query }) => transfers.releaseLock(user, query.flowInstanceId, 'audit'),
  });
}
