import { LOAN_VOUCHER_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { sendEncryptedImage, sendImageKey } from '../../lib/encrypted-image-reply';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { UploadService } from '../upload/upload.service';
import type { ModuleServices } from '../module-kit';

/** The module's service as its manifest declares it (importing the manifest here would make a cycle). */
type LoanVoucherService = ModuleServices['loan-voucher'];

/** The loan-voucher contract's handlers: parse (done by the contract) → service → reply. */
export async function loanVoucherRoutes(app: FastifyInstance, s: LoanVoucherService, uploads: Pick<UploadService, 'held'>) {
  const { reads, writes } = s;
  serveContract(app, LOAN_VOUCHER_API, {
    list: ({ user, body }) => reads.list(user, 'first', body),
    secondList: ({ user, body }) => reads.list(user, 'second', body),
    detail: ({ user, params }) => reads.detail(user, params.id),
    upload: ({ user, params, body, request }) => writes.upload(user, params.id, body, actorOf(request)),
    firstAudit: ({ user, params, body, request }) => writes.firstAudit(user, params.id, body, actorOf(request)),
    secondAudit: ({ user, params, body, request }) => writes.secondAudit(user, params.id, body, actorOf(request)),
    image: async ({ user, params, reply }) =>
      sendEncryptedImage(reply, await uploads.held.payload(await s.image(user, params.id, params.imageId))),
    imageKey: async ({ user, params, reply }) =>
      sendImageKey(reply, await uploads.held.dataKey(await s.image(user, params.id, params.imageId))),
  });
}
