import { MORTGAGE_FLOW_API, MORTGAGE_PAGES_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { sendEncryptedImage, sendImageKey } from '../../lib/encrypted-image-reply';
import { serveContract } from '../../lib/serve-endpoint';
import type { UploadService } from '../upload/upload.service';
import type { MortgagePagesService } from './mortgage-pages.service';
import { actorOf } from '../audit/audit.service';
import type { MortgageReleaseService } from './mortgage-release.service';
import type { MortgageRequestService } from './mortgage-request.service';

/** The request, registration and release pages' handlers: parse (the contract) → service → reply. */
export async function mortgageFlowRoutes(
  app: FastifyInstance,
  s: { requests: MortgageRequestService; releases: MortgageReleaseService; pages: MortgagePagesService },
  uploads: Pick<UploadService, 'held'>,
) {
  const { requests, releases, pages } = s;
  serveContract(app, MORTGAGE_FLOW_API, {
    options: ({ user }) => requests.options(user),
    requestList: ({ user, query }) => requests.list(user, query),
    requestDetail: ({ user, params }) => requests.detail(user, params.id),
    requestCreate: ({ user, body, request }) => requests.create(user, body, actorOf(request)),
    requestApprove: ({ user, params, body, request }) => requests.approve(user, params.id, body, actorOf(request)),
    requestReject: ({ user, params, body, request }) => requests.reject(user, params.id, body, actorOf(request)),
    registrationList: ({ user, query }) => requests.registrationList(user, query),
    registrationDetail: ({ user, params }) => requests.registrationDetail(user, params.id),
    register: ({ user, params, body, request }) => requests.register(user, params.id, body, actorOf(request)),
    addImages: ({ user, params, body, request }) => requests.addImages(user, params.id, body, actorOf(request)),
    releaseList: ({ user, query }) => releases.list(user, query),
    releaseDetail: ({ user, params }) => releases.detail(user, params.id),
    releaseCreate: ({ user, body, request }) => releases.create(user, body, actorOf(request)),
    releaseApprove: ({ user, params, body, request }) => releases.approve(user, params.id, body, actorOf(request)),
    releaseReject: ({ user, params, body, request }) => releases.reject(user, params.id, body, actorOf(request)),
    releaseDone: ({ user, params, body, request }) => releases.released(user, params.id, body.version, actorOf(request)),
  });
  serveContract(app, MORTGAGE_PAGES_API, {
    requestableBills: ({ user, query }) => pages.requestableBills(user, query),
    requestBill: ({ user, params }) => pages.requestBill(user, params.id),
    releasableBills: ({ user, query }) => pages.releasableBills(user, query),
    releaseBill: ({ user, params }) => pages.releaseBill(user, params.id),
    image: async ({ user, params, reply }) =>
      sendEncryptedImage(reply, await uploads.held.payload(await pages.image(user, params.id, params.imageId))),
    imageKey: async ({ user, params, reply }) =>
      sendImageKey(reply, await uploads.held.dataKey(await pages.image(user, params.id, params.imageId))),
  });
}
