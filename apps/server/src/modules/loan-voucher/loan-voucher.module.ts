import { LOAN_VOUCHER_PERMISSION as P } from '@lc/shared';
import { type SessionUser, hasPermission, scopeFor } from '../../core/session-user';
import { NotFound } from '../../lib/errors';
import { defineModule } from '../module-kit';
import { createLoanVoucherWrites } from './loan-voucher-audit.service';
import { loanVoucherRepository } from './loan-voucher.repository';
import { loanVoucherRoutes } from './loan-voucher.routes';
import { LOAN_NOT_FOUND, createLoanVoucherReads } from './loan-voucher.service';

/** Loan vouchers (/paymentRecordManage loanVoucherApproveList): the lists and detail, the writes, the images. */
export type LoanVoucherService = {
  reads: ReturnType<typeof createLoanVoucherReads>;
  writes: ReturnType<typeof createLoanVoucherWrites>;
  image: (user: SessionUser, drawId: number, imageRowId: number) => Promise<string>;
};

declare module '../module-kit' {
  interface ModuleServices {
    'loan-voucher': LoanVoucherService;
  }
}

/** Loan vouchers and their two-level audit (issue 16 item 7; the voucher-audit badge of issue 18 item 9). */
export const loanVoucherModule = defineModule({
  name: 'loan-voucher',
  create: ({ db }, use) => {
    const uploads = use('upload');
    const reads = createLoanVoucherReads({ db });
    const service: LoanVoucherService = {
      reads,
      writes: createLoanVoucherWrites({ db, uploads }),
      /** A voucher image's id, for whoever may open the draw's voucher (404 otherwise). */
      async image(user, drawId, imageRowId) {
        const found = await reads.findReadable(user, drawId);
        const image = found.voucherId === null ? undefined : await loanVoucherRepository.image(db, found.voucherId, imageRowId);
        if (!image) throw new NotFound(LOAN_NOT_FOUND);
        return image.imageId;
      },
    };
    return {
      service,
      routes: async (app) => loanVoucherRoutes(app, service, uploads),
      badges: [
        {
          // What waits for the caller: level 1 in next_loan_voucher's scope, and level 2 in the second code's.
          key: '/paymentRecordManage/loanVoucherApproveList',
          permission: P.audit,
          count: async (user) =>
            (await loanVoucherRepository.pendingCount(db, scopeFor(user, P.audit), 1, user.id)) +
            (hasPermission(user, P.second) ? await loanVoucherRepository.pendingCount(db, scopeFor(user, P.second), 2, user.id) : 0),
        },
      ],
    };
  },
});
