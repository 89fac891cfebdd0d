import { ARCHIVE_DISPOSAL_STATUS, ARCHIVE_STOCK, TRANSFER_APPROVAL_PERMISSION, TRANSFER_STORE_PERMISSION } from '@lc/shared';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { documentCounts } from './archive-certificates.repository';
import { defineModule } from '../module-kit';
import { createArchiveTransferService } from './archive-transfer.service';
import { createArchiveBlacklistService } from './archive-blacklist.service';
import { createArchiveEditService } from './archive-edit.service';
import { createArchiveSettlementService } from './archive-settlement.service';
import { createArchiveDisposalService } from './archive-disposal.service';
import { archiveRoutes } from './archive.routes';
import { createArchiveTransferOldService } from './archive-transfer-old.service';
import { archiveTransferOldRoutes } from './archive-transfer-old.routes';
import { createArchiveService } from './archive.service';
import { archiveOwnerFollowers } from './archive-owner.repository';

/** The certificate document types (ARCHIVE_DOCUMENT_TYPES): 2 property certificate, 4 mortgage certificate. */
const CERTIFICATE_DOC_TYPES = [2, 4] as const;

/** Archive documents with their stock ledger, the new transfer flow with its locks, and the stock gate other modules call. */
export type ArchiveService = {
  items: ReturnType<typeof createArchiveService>;
  transfers: ReturnType<typeof createArchiveTransferService>;
  blacklist: ReturnType<typeof createArchiveBlacklistService>;
  edits: ReturnType<typeof createArchiveEditService>;
  /** Transfers whose documents are out when the loan is settled: 10, confirmed to 5 (decision 0057). */
  settlements: ReturnType<typeof createArchiveSettlementService>;
  /** 永久出库 asked by one person and decided by another (decision 0062). */
  disposals: ReturnType<typeof createArchiveDisposalService>;
  /** Issue 17 item 10: the grant request's archive check. */
  archiveInStock: ReturnType<typeof createArchiveService>['archiveInStock'];
  /** Property (2) and mortgage (4) certificates recorded and not deleted, per area, month and type, in the scope of `permission`. */
  certificateCounts: (
    user: SessionUser,
    permission: string,
    range: { from?: string | undefined; to?: string | undefined; areaCode?: string | undefined },
  ) => Promise<{ areaCode: string; month: string; docType: number; count: number }[]>;
};

declare module '../module-kit' {
  interface ModuleServices {
    archive: ArchiveService;
  }
}

/** /archiveManage, /getArchivesManage and /systemSetting/transferArchiveRole (issue 17 items 6, 8, 9, 10). */
export const archiveModule = defineModule({
  name: 'archive',
  create: ({ db, clock }, use) => {
    const { flow, chains } = use('workflow');
    const bill = use('bill');
    const { gates } = use('mortgage');
    const { staffAccounts } = use('identity');
    const items = createArchiveService({ db, clock, bills: () => bill, accounts: staffAccounts });
    const blacklist = createArchiveBlacklistService({ db, clock, accounts: staffAccounts });
    const transfers = createArchiveTransferService({ db, clock, flow, chains, archive: items, blacklist });
    const edits = createArchiveEditService({ db, clock, bills: () => bill, archive: items });
    const settlements = createArchiveSettlementService({ db, clock, archive: items });
    const disposals = createArchiveDisposalService({ db, clock, archive: items, loanSettled: (billId) => gates.loanSettled(billId) });
    const transfersOld = createArchiveTransferOldService({ db, clock, flow, chains, archive: items, blacklist });
    const service: ArchiveService = {
      items,
      transfers,
      blacklist,
      edits,
      settlements,
      disposals,
      archiveInStock: items.archiveInStock,
      certificateCounts: (user, permission, range) =>
        documentCounts(db, scopeFor(user, permission), CERTIFICATE_DOC_TYPES, ARCHIVE_STOCK.deleted, range),
    };
    return {
      service,
      billOwnerFollowers: archiveOwnerFollowers,
      routes: async (app) => {
        await archiveRoutes(app, service);
        archiveTransferOldRoutes(app, transfersOld);
      },
      badges: [
        {
          key: '/getArchivesManage/archiveApprovalListNew',
          permission: TRANSFER_APPROVAL_PERMISSION,
          // What waits for the archive approver on that page: transfer requests and 永久出库 requests alike.
          count: async (user) =>
            ((await transfers.approvalList(user, { pageNum: 1, pageSize: 1, status: 0, withTotal: '1' })).total ?? 0) +
            ((await disposals.list(user, { pageNum: 1, pageSize: 1, status: ARCHIVE_DISPOSAL_STATUS.pending, withTotal: '1' })).total ?? 0),
        },
        {
          key: '/getArchivesManage/archiveManageListNew',
          permission: TRANSFER_STORE_PERMISSION,
          count: async (user) => (await transfers.storeList(user, { pageNum: 1, pageSize: 1, status: 1, withTotal: '1' })).total ?? 0,
        },
      ],
    };
  },
});
