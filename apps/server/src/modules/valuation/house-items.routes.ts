import {
  VALUATION_PERMISSION as P,
  cityItem,
  envelope,
  houseItem,
  id,
  idName,
  listConstructionQuery,
  queryPriceBody,
  queryPriceReply,
  valuationHistory,
} from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import { ok0 } from './fanggugu.routes';
import type { ValuationService } from './valuation.service';

const param = (name: string) => z.object({ [name]: z.string().trim().min(1).max(64) });

/** Provider enquiry (mortgage house items), spec 001 §7 and 000 §7, plus a collateral's valuation history. */
export async function houseItemsRoutes(app: FastifyInstance, { valuation }: { valuation: ValuationService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const items = valuation.providers.houseItems;
  const tags = ['valuation'];
  const base = '/mortgage/house/items/v2';
  const list = (schema: z.ZodType) => ({ 200: envelope(z.array(schema)) });

  r.get(`${base}/city/:city`, {
    config: access(P.evaluate, 'none'),
    schema: { tags, params: param('city'), response: list(cityItem) },
    handler: async () => ok0(await items.cities()),
  });
  r.get(`${base}/search/listArea/:cityCode`, {
    config: access(P.evaluate, 'none'),
    schema: { tags, params: param('cityCode'), response: list(idName) },
    handler: async (request) => ok0(await items.areas(String(request.params.cityCode))),
  });
  r.get(`${base}/search/listConstruction/:cityCode`, {
    config: access(P.evaluate, 'none'),
    schema: { tags, params: param('cityCode'), querystring: listConstructionQuery, response: list(idName) },
    handler: async (request) => {
      // The spec sends consName with its spaces removed; so do we, whatever the client sent.
      const consName = (request.query.consName ?? '').replace(/\s+/g, '');
      return ok0(await items.constructions(String(request.params.cityCode), consName, request.query.areaId));
    },
  });
  r.get(`${base}/search/listBuilding/:communityId`, {
    config: access(P.evaluate, 'none'),
    schema: { tags, params: param('communityId'), response: list(idName) },
    handler: async (request) => ok0(await items.buildings(String(request.params.communityId))),
  });
  r.get(`${base}/search/listHouse/:buildingId`, {
    config: access(P.evaluate, 'none'),
    schema: { tags, params: param('buildingId'), response: list(houseItem) },
    handler: async (request) => ok0(await items.houses(String(request.params.buildingId))),
  });
  r.post(`${base}/queryPrice`, {
    config: access(P.evaluate, 'own'),
    schema: { tags, body: queryPriceBody, response: { 200: envelope(queryPriceReply) } },
    handler: async (request) => {
      const { reply, msg } = await valuation.queryPrice(currentUser(request), request.body, actorOf(request));
      return ok0(reply, msg);
    },
  });

  r.get('/mortgage/valuation/v2/history/:mortgageInfoId', {
    config: access(P.evaluate, 'scoped'),
    schema: {
      tags,
      params: z.object({ mortgageInfoId: id }),
      response: { 200: envelope(valuationHistory) },
    },
    handler: async (request) => ok0(await valuation.history(currentUser(request), request.params.mortgageInfoId), 'success'),
  });
}
