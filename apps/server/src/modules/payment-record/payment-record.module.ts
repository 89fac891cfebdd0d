import { PAYMENT_RECORD_PERMISSION } from '@lc/shared';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { NotFound } from '../../lib/errors';
import { defineModule } from '../module-kit';
import { certificateStatisticsRoutes } from './certificate-statistics.routes';
import { createCertificateStatistics } from './certificate-statistics.service';
import { createPaymentWrites } from './payment-approval.service';
import { paymentRecordRepository } from './payment-record.repository';
import { paymentRecordRoutes } from './payment-record.routes';
import { PAYMENT_RECORD_NOT_FOUND, createPaymentRecordReads } from './payment-record.service';

/** Payment records (/paymentRecordManage): the lists and reads, the writes, and the vouchers' images. */
export type PaymentRecordService = {
  reads: ReturnType<typeof createPaymentRecordReads>;
  writes: ReturnType<typeof createPaymentWrites>;
  voucherImage: (user: SessionUser, id: number, voucherId: number) => Promise<string>;
};

declare module '../module-kit' {
  interface ModuleServices {
    'payment-record': PaymentRecordService;
  }
}

/** Payment records and their two-level approval (issue 18 item 5, and the payment-approval badge of item 9). */
export const paymentRecordModule = defineModule({
  name: 'payment-record',
  create: ({ db }, use) => {
    const uploads = use('upload');
    const [mortgage, archive] = [use('mortgage'), use('archive')];
    const statistics = createCertificateStatistics({ mortgage: () => mortgage, archive: () => archive });
    const reads = createPaymentRecordReads({ db, org: use('identity').orgFilter });
    const service: PaymentRecordService = {
      reads,
      writes: createPaymentWrites({ db, uploads, ledger: use('ledger') }),
      /** A voucher's image id, for whoever may open its record (404 otherwise). */
      async voucherImage(user, id, voucherId) {
        await reads.findReadable(user, id);
        const voucher = await paymentRecordRepository.voucher(db, id, voucherId);
        if (!voucher) throw new NotFound(PAYMENT_RECORD_NOT_FOUND);
        return voucher.imageId;
      },
    };
    return {
      service,
      routes: async (app) => {
        await paymentRecordRoutes(app, service, uploads);
        await certificateStatisticsRoutes(app, statistics);
      },
      badges: [
        {
          key: '/paymentRecordManage/paymentRecordListApprove',
          permission: PAYMENT_RECORD_PERMISSION.approve,
          count: (user) => paymentRecordRepository.pendingCount(db, scopeFor(user, PAYMENT_RECORD_PERMISSION.approve), user.id),
        },
      ],
    };
  },
});
