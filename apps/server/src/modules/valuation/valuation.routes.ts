import { VALUATION_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { keyed } from '../../lib/errors';
import { answer, serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { ModuleServices } from '../module-kit';

/** The module's service as its manifest declares it (importing the manifest here would make a cycle). */
type ValuationServices = ModuleServices['valuation'];

/**
 * The valuation contract's handlers (spec 001 §7, 000 §7): the valuation service (fanggugu), the
 * provider enquiry (house items), the further provider (zgl), the history, the report and the
 * collateral list. The calls answer code 0 (the contract's okCode), the list 200.
 */
export async function valuationRoutes(app: FastifyInstance, { valuation: m }: { valuation: ValuationServices }) {
  const { valuation, reports, further } = m;
  const service = valuation.providers.service;
  const items = valuation.providers.houseItems;
  const zgl = m.providers.further;

  serveContract(app, VALUATION_API, {
    // ---- valuation service (fanggugu) ----
    districtList: ({ body }) => service.districts(body.cityName),
    communityList: async ({ body }) => {
      const list = await service.communities(body.cityCode, body.communityName, body.districtName);
      return list.length ? list : answer(list, keyed('valuationNoCommunity'));
    },
    buildingUnitQuery: async ({ body }) => {
      const list = await service.buildingUnits(body.communityID, { buildingId: body.buildingID, unitId: body.unitID });
      // The spec's shape: a JSON string whose first item holds the list.
      return JSON.stringify([{ list }]);
    },
    onlineEstimate: ({ user, body, request }) => valuation.estimate(user, { ...body, mode: 0 }, actorOf(request)),
    rengongEstimate: ({ user, body, request }) => {
      if (body.assessType === 3) return valuation.manual(user, body, actorOf(request));
      // The service's manual mode: mode 1 unless a reconsideration (2) is asked for.
      return valuation.estimate(user, { ...body, mode: body.mode === 2 ? 2 : 1 }, actorOf(request));
    },
    estimateInfo: ({ user, query }) => valuation.info(user, query),
    estimateReport: async ({ user, body, request }) => {
      const generated = await reports.generate(user, body, actorOf(request));
      return answer(generated, keyed('valuationReportGenerated'));
    },
    estimateReportDownload: async ({ user, query, request, reply }) => {
      const file = await reports.download(user, query.externalId, actorOf(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.stream);
    },

    // ---- provider enquiry (house items) ----
    cityList: () => items.cities(),
    listArea: ({ params }) => items.areas(params.cityCode),
    // The spec sends consName with its spaces removed; so do we, whatever the client sent.
    listConstruction: ({ params, query }) => items.constructions(params.cityCode, (query.consName ?? '').replace(/\s+/g, ''), query.areaId),
    listBuilding: ({ params }) => items.buildings(params.communityId),
    listHouse: ({ params }) => items.houses(params.buildingId),
    queryPrice: async ({ user, body, request }) => {
      const { reply, msg } = await valuation.queryPrice(user, body, actorOf(request));
      return answer(reply, msg);
    },
    history: ({ user, params }) => valuation.history(user, params.mortgageInfoId),

    // ---- further provider (zgl) ----
    zglDistrict: ({ params }) => zgl.districts(params.id),
    zglProperty: ({ body }) => zgl.properties(body.cityCode, body.areaCode, body.keyword),
    zglEnquiry: async ({ user, body, request }) => {
      const { reply, msg } = await further.enquire(user, body, actorOf(request));
      return answer(reply, msg);
    },
    zglEnquiryResult: async ({ user, params }) => {
      const { reply, msg } = await further.result(user, params.id);
      return answer(reply, msg);
    },

    // ---- /mortgageEvsManage/mortgageEvsList ----
    evsList: ({ user, query }) => m.evs.list(user, query),
  });
}
