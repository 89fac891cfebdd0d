import { CHANNEL_TEMPLATE_API, COMPOSITE_TEMPLATE_API, CONTRACT_API, type TemplateKind } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { sendEncryptedImage, sendImageKey } from '../../lib/encrypted-image-reply';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { UploadService } from '../upload/upload.service';
import type { TemplateService } from './contract-template.service';
import type { ContractService } from './contract.service';
import type { SimulatedSign } from './esign.adapter';

type Deps = {
  contracts: ContractService;
  templates: TemplateService;
  uploads: Pick<UploadService, 'held'>;
  simulator: { setNext(outcome: SimulatedSign): void } | null;
};

function templateRoutes(app: FastifyInstance, kind: TemplateKind, templates: TemplateService) {
  serveContract(app, kind === 'composite' ? COMPOSITE_TEMPLATE_API : CHANNEL_TEMPLATE_API, {
    list: ({ query }) => templates.list(kind, query),
    detail: ({ params }) => templates.detail(kind, params.id),
    create: ({ user, body, request }) => templates.create(user, kind, body, actorOf(request)),
    update: ({ user, params, body, request }) => templates.update(user, kind, params.id, body, actorOf(request)),
  });
}

/** The signing pages' and the template lists' handlers: parse (the contract) → service → reply. */
export async function contractRoutes(app: FastifyInstance, { contracts, templates, uploads, simulator }: Deps) {
  templateRoutes(app, 'composite', templates);
  templateRoutes(app, 'channel', templates);
  serveContract(app, CONTRACT_API, {
    options: ({ user }) => contracts.options(user),
    list: ({ user, query }) => contracts.list(user, query),
    detail: ({ user, params }) => contracts.detail(user, params.id),
    pdf: async ({ user, params, reply }) => {
      const file = await contracts.pdf(user, params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.length)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="contract.pdf"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.stream);
    },
    create: ({ user, body, request }) => contracts.create(user, body, actorOf(request)),
    approve: ({ user, params, body, request }) => contracts.approve(user, params.id, body, actorOf(request)),
    reject: ({ user, params, body, request }) => contracts.reject(user, params.id, body, actorOf(request)),
    sign: ({ user, params, body, request }) => contracts.sign(user, params.id, body, actorOf(request)),
    scan: async ({ user, params, reply }) =>
      sendEncryptedImage(reply, await uploads.held.payload(await contracts.scanImage(user, params.id, params.imageId))),
    scanKey: async ({ user, params, reply }) =>
      sendImageKey(reply, await uploads.held.dataKey(await contracts.scanImage(user, params.id, params.imageId))),
    // The simulator's control exists only while the simulator is the provider.
    esignNext: async ({ body }) => {
      simulator?.setNext(body.outcome);
      return { outcome: simulator ? body.outcome : 'none' };
    },
  });
}
