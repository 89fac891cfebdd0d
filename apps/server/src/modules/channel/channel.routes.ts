import { CHANNEL_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { ChannelService } from './channel.service';

/** The channel contract's handlers: parse (done by the contract) → service → reply. */
export async function channelRoutes(app: FastifyInstance, { channelService }: { channelService: ChannelService }) {
  serveContract(app, CHANNEL_API, {
    list: ({ user, query }) => channelService.list(user, query),
    options: ({ user, query }) => channelService.options(user, query),
    create: ({ user, body, request }) => channelService.create(user, body, actorOf(request)),
    detail: ({ user, params }) => channelService.detail(user, params.id),
    update: async ({ user, params, body, request }) => {
      await channelService.update(user, params.id, body, actorOf(request));
      return null;
    },
    addFeeRule: ({ user, params, body, request }) => channelService.addFeeRule(user, params.id, body, actorOf(request)),
  });
}
