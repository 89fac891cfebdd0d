import {
  VALUATION_OK,
  VALUATION_MESSAGES as MSG,
  VALUATION_PERMISSION as P,
  buildingUnitQueryBody,
  communityItem,
  communityListBody,
  districtItem,
  districtListBody,
  envelope,
  estimateInfoQuery,
  estimateReply,
  estimateReportBody,
  estimateReportReply,
  reportDownloadQuery,
  rengongEstimateBody,
  serviceValuationBody,
  valuationRecord,
} from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, currentUser } from '../../plugins/access';
import { actorOf } from '../audit/audit.service';
import type { ReportService } from './report.service';
import type { ValuationService } from './valuation.service';

/** The valuation calls answer code 0 on success (spec 001 §7). */
export const ok0 = <T>(data: T, msg: string = MSG.querySucceeded) => ({ code: VALUATION_OK, msg, data });

/** Valuation service (fanggugu) calls, spec 001 §7, and the report's download. */
export async function fangguguRoutes(app: FastifyInstance, opts: { valuation: ValuationService; reports: ReportService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { valuation, reports } = opts;
  const service = valuation.providers.service;
  const tags = ['valuation'];

  r.post('/fanggugu/v2/district_list', {
    config: access(P.evaluate, 'none'),
    schema: { tags, body: districtListBody, response: { 200: envelope(z.array(districtItem)) } },
    handler: async (request) => ok0(await service.districts(request.body.cityName)),
  });

  r.post('/fanggugu/v2/community_list', {
    config: access(P.evaluate, 'none'),
    schema: { tags, body: communityListBody, response: { 200: envelope(z.array(communityItem)) } },
    handler: async (request) => {
      const { cityCode, communityName, districtName } = request.body;
      const list = await service.communities(cityCode, communityName, districtName);
      return ok0(list, list.length ? MSG.querySucceeded : MSG.noCommunity);
    },
  });

  r.post('/fanggugu/v2/building_unit_query', {
    config: access(P.evaluate, 'none'),
    schema: { tags, body: buildingUnitQueryBody, response: { 200: envelope(z.string()) } },
    handler: async (request) => {
      const { communityID, buildingID, unitID } = request.body;
      const list = await service.buildingUnits(communityID, { buildingId: buildingID, unitId: unitID });
      // The spec's shape: a JSON string whose first item holds the list.
      return ok0(JSON.stringify([{ list }]));
    },
  });

  r.post('/fanggugu/v2/online_estimate', {
    config: access(P.estimate, 'own'),
    schema: { tags, body: serviceValuationBody, response: { 200: envelope(estimateReply) } },
    handler: async (request) => ok0(await valuation.estimate(currentUser(request), { ...request.body, mode: 0 }, actorOf(request))),
  });

  r.post('/fanggugu/v2/rengong_estimate', {
    config: access(P.estimate, 'own'),
    schema: { tags, body: rengongEstimateBody, response: { 200: envelope(estimateReply) } },
    handler: async (request) => {
      const body = request.body;
      const user = currentUser(request);
      if (body.assessType === 3) return ok0(await valuation.manual(user, body, actorOf(request)));
      // The service's manual mode: mode 1 unless a reconsideration (2) is asked for.
      return ok0(await valuation.estimate(user, { ...body, mode: body.mode === 2 ? 2 : 1 }, actorOf(request)));
    },
  });

  r.get('/fanggugu/v2/estimate/info', {
    config: access(P.evaluate, 'scoped'),
    schema: { tags, querystring: estimateInfoQuery, response: { 200: envelope(valuationRecord.nullable()) } },
    handler: async (request) => ok0(await valuation.info(currentUser(request), request.query), 'success'),
  });

  r.post('/fanggugu/v2/estimate_report', {
    config: access(P.estimate, 'scoped'),
    schema: { tags, body: estimateReportBody, response: { 200: envelope(estimateReportReply) } },
    handler: async (request) => {
      const generated = await reports.generate(currentUser(request), request.body, actorOf(request));
      return ok0(generated, generated.status);
    },
  });

  r.get('/fanggugu/v2/estimate_report/download', {
    config: access(P.estimate, 'scoped'),
    schema: { tags, querystring: reportDownloadQuery },
    handler: async (request, reply) => {
      const file = await reports.download(currentUser(request), request.query.externalId, actorOf(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.stream);
    },
  });
}
