import {
  BILL_PERMISSION,
  CHANNEL_PERMISSION,
  channelDetail,
  channelInput,
  channelListQuery,
  channelListReply,
  channelOptionsQuery,
  channelOptionsReply,
  channelUpdate,
  envelope,
  feeRuleInput,
  feeRuleRow,
  recordIdParams,
} from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import type { ChannelService } from './channel.service';

/** /billManage/channelManage and its hidden freeRuleAdd page: every call under channel_manage. */
export async function channelRoutes(app: FastifyInstance, { channelService }: { channelService: ChannelService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['channel'];

  r.get('/v1/channel/list', {
    config: access(CHANNEL_PERMISSION, 'scoped'),
    schema: { tags, querystring: channelListQuery, response: { 200: envelope(channelListReply) } },
    handler: async (request) => ok(await channelService.list(currentUser(request), request.query)),
  });

  // The bill form's picker, under the bill page's own code: the channels the user may read (their
  // channel_manage scope and their own area's, decision 0013); the contact's mobile is masked.
  r.get('/v1/channel/options', {
    config: access(BILL_PERMISSION.create, 'scoped'),
    schema: { tags, querystring: channelOptionsQuery, response: { 200: envelope(channelOptionsReply) } },
    handler: async (request) => ok(await channelService.options(currentUser(request), request.query)),
  });

  r.post('/v1/channel', {
    config: access(CHANNEL_PERMISSION, 'own'),
    schema: { tags, body: channelInput, response: { 200: envelope(z.object({ channelId: z.number().int() })) } },
    handler: async (request) => ok(await channelService.create(currentUser(request), request.body, actorOf(request)), '已新增渠道'),
  });

  r.get('/v1/channel/:id', {
    config: access(CHANNEL_PERMISSION, 'scoped'),
    schema: { tags, params: recordIdParams, response: { 200: envelope(channelDetail) } },
    handler: async (request) => ok(await channelService.detail(currentUser(request), request.params.id)),
  });

  r.put('/v1/channel/:id', {
    config: access(CHANNEL_PERMISSION, 'scoped'),
    schema: { tags, params: recordIdParams, body: channelUpdate, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await channelService.update(currentUser(request), request.params.id, request.body, actorOf(request));
      return ok(null, '已保存');
    },
  });

  r.post('/v1/channel/:id/feeRules', {
    config: access(CHANNEL_PERMISSION, 'scoped'),
    schema: { tags, params: recordIdParams, body: feeRuleInput, response: { 200: envelope(feeRuleRow) } },
    handler: async (request) =>
      ok(await channelService.addFeeRule(currentUser(request), request.params.id, request.body, actorOf(request)), '已新增费用规则'),
  });
}
