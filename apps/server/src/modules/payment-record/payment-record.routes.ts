import { PAYMENT_RECORD_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { sendEncryptedImage, sendImageKey } from '../../lib/encrypted-image-reply';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { UploadService } from '../upload/upload.service';
import type { ModuleServices } from '../module-kit';

/** The module's service as its manifest declares it (importing the manifest here would make a cycle). */
type PaymentRecordService = ModuleServices['payment-record'];

/** The payment-record contract's handlers: parse (done by the contract) → service → reply. */
export async function paymentRecordRoutes(app: FastifyInstance, s: PaymentRecordService, uploads: Pick<UploadService, 'held'>) {
  const { reads, writes } = s;
  serveContract(app, PAYMENT_RECORD_API, {
    list: ({ user, query }) => reads.list(user, 'all', query),
    agencyList: ({ user, query }) => reads.list(user, 'agency', query),
    directList: ({ user, query }) => reads.list(user, 'direct', query),
    approvals: ({ user, query }) => reads.list(user, 'approve', query),
    bills: ({ user, query }) => reads.bills(user, query.keyword),
    detail: ({ user, params }) => reads.detail(user, params.id),
    create: ({ user, body, request }) => writes.create(user, body, actorOf(request)),
    vouchers: ({ user, params, body, request }) => writes.vouchers(user, params.id, body, actorOf(request)),
    approve: ({ user, params, body, request }) => writes.approve(user, params.id, body, actorOf(request)),
    reject: ({ user, params, body, request }) => writes.reject(user, params.id, body, actorOf(request)),
    voucherImage: async ({ user, params, reply }) =>
      sendEncryptedImage(reply, await uploads.held.payload(await s.voucherImage(user, params.id, params.voucherId))),
    voucherImageKey: async ({ user, params, reply }) =>
      sendImageKey(reply, await uploads.held.dataKey(await s.voucherImage(user, params.id, params.voucherId))),
  });
}
