import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { id } from '../validation/primitives';
import { VALUATION_PERMISSION as P } from './valuation.constants';
import { exportEndpoint } from '../export/export-endpoint';
import { evsFilter, evsListQuery, evsListReply } from './valuation-list.schema';
import {
  estimateReportBody,
  estimateReportReply,
  reportDownloadQuery,
  zglDistrictItem,
  zglEnquiryBody,
  zglEnquiryReply,
  zglPropertyBody,
  zglPropertyItem,
} from './valuation-report.schema';
import {
  buildingUnitQueryBody,
  cityItem,
  communityItem,
  communityListBody,
  districtItem,
  districtListBody,
  estimateInfoQuery,
  estimateReply,
  houseItem,
  idName,
  listConstructionQuery,
  queryPriceBody,
  queryPriceReply,
  rengongEstimateBody,
  serviceValuationBody,
  valuationHistory,
  valuationRecord,
} from './valuation.schema';

const lookup = (permission: string) => ({ permission, dataScope: 'none' }) as const;
const own = (permission: string) => ({ permission, dataScope: 'own' }) as const;
const scoped = (permission: string) => ({ permission, dataScope: 'scoped' }) as const;
const param = <const K extends string>(name: K) => z.object({ [name]: z.string().trim().min(1).max(64) } as Record<K, z.ZodString>);

/** The valuation calls answer code 0 on success (spec 001 §7), with this msg unless the call says more. */
const zero = { okCode: 0, done: { 'zh-CN': '查询成功', 'en-US': 'Query succeeded' } } as const;
/** estimate/info and history answer 'success' (as they always have). */
const zeroSuccess = { okCode: 0, done: { 'zh-CN': 'success', 'en-US': 'success' } } as const;

const items = '/mortgage/house/items/v2';

/**
 * Valuation (spec 001 §7, 000 §2 /mortgageEvsManage and §7): the valuation service (fanggugu), the
 * provider enquiry (house items), the further provider (zgl), the history and the collateral list.
 * Every path is under the default domain (/api).
 */
export const VALUATION_API = contract('valuation', {
  // ---- valuation service (fanggugu) ----
  districtList: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/fanggugu/v2/district_list',
    access: lookup(P.evaluate),
    body: districtListBody,
    reply: z.array(districtItem),
    ...zero,
  }),
  communityList: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/fanggugu/v2/community_list',
    access: lookup(P.evaluate),
    body: communityListBody,
    reply: z.array(communityItem),
    ...zero,
  }),
  /** data is a JSON string whose first item holds the list (spec 001 §7). */
  buildingUnitQuery: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/fanggugu/v2/building_unit_query',
    access: lookup(P.evaluate),
    body: buildingUnitQueryBody,
    reply: z.string(),
    ...zero,
  }),
  onlineEstimate: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/fanggugu/v2/online_estimate',
    access: own(P.estimate),
    body: serviceValuationBody,
    reply: estimateReply,
    ...zero,
  }),
  rengongEstimate: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/fanggugu/v2/rengong_estimate',
    access: own(P.estimate),
    body: rengongEstimateBody,
    reply: estimateReply,
    ...zero,
  }),
  estimateInfo: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/fanggugu/v2/estimate/info',
    access: scoped(P.evaluate),
    query: estimateInfoQuery,
    reply: valuationRecord.nullable(),
    ...zeroSuccess,
  }),
  estimateReport: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/fanggugu/v2/estimate_report',
    access: scoped(P.estimate),
    body: estimateReportBody,
    reply: estimateReportReply,
    ...zero,
  }),
  /** The generated report's PDF (path not shown in the spec). */
  estimateReportDownload: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/fanggugu/v2/estimate_report/download',
    access: scoped(P.estimate),
    query: reportDownloadQuery,
    file: true,
  }),

  // ---- provider enquiry (mortgage house items) ----
  /** The city list, called with argument 2. */
  cityList: endpoint({
    method: 'GET',
    domain: 'default',
    path: `${items}/city/:city`,
    access: lookup(P.evaluate),
    params: param('city'),
    reply: z.array(cityItem),
    ...zero,
  }),
  listArea: endpoint({
    method: 'GET',
    domain: 'default',
    path: `${items}/search/listArea/:cityCode`,
    access: lookup(P.evaluate),
    params: param('cityCode'),
    reply: z.array(idName),
    ...zero,
  }),
  listConstruction: endpoint({
    method: 'GET',
    domain: 'default',
    path: `${items}/search/listConstruction/:cityCode`,
    access: lookup(P.evaluate),
    params: param('cityCode'),
    query: listConstructionQuery,
    reply: z.array(idName),
    ...zero,
  }),
  listBuilding: endpoint({
    method: 'GET',
    domain: 'default',
    path: `${items}/search/listBuilding/:communityId`,
    access: lookup(P.evaluate),
    params: param('communityId'),
    reply: z.array(idName),
    ...zero,
  }),
  listHouse: endpoint({
    method: 'GET',
    domain: 'default',
    path: `${items}/search/listHouse/:buildingId`,
    access: lookup(P.evaluate),
    params: param('buildingId'),
    reply: z.array(houseItem),
    ...zero,
  }),
  queryPrice: endpoint({
    method: 'POST',
    domain: 'default',
    path: `${items}/queryPrice`,
    access: own(P.evaluate),
    body: queryPriceBody,
    reply: queryPriceReply,
    ...zero,
  }),
  /** A collateral's valuations, newest first, with the latest per channel (not shown in the spec). */
  history: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/mortgage/valuation/v2/history/:mortgageInfoId',
    access: scoped(P.evaluate),
    params: z.object({ mortgageInfoId: id }),
    reply: valuationHistory,
    ...zeroSuccess,
  }),

  // ---- further provider (zgl), spec 000 §7 ----
  zglDistrict: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/mortgage/zgl/district/:id',
    access: lookup(P.zgl),
    params: param('id'),
    reply: z.array(zglDistrictItem),
    ...zero,
  }),
  zglProperty: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/mortgage/zgl/property',
    access: lookup(P.zgl),
    body: zglPropertyBody,
    reply: z.array(zglPropertyItem),
    ...zero,
  }),
  zglEnquiry: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/mortgage/zgl/artificial_enquiry',
    access: scoped(P.zgl),
    body: zglEnquiryBody,
    reply: zglEnquiryReply,
    ...zero,
  }),
  zglEnquiryResult: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/mortgage/zgl/artificial_enquiry_result/:id',
    access: scoped(P.zgl),
    params: param('id'),
    reply: zglEnquiryReply,
    ...zero,
  }),

  // ---- /mortgageEvsManage/mortgageEvsList: the shared list block, code 200 ----
  evsList: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/mortgage/valuation/v2/list',
    access: scoped(P.evsList),
    query: evsListQuery,
    reply: evsListReply,
  }),
});

/** The collateral list's export, served by the export module from the valuation's export source. */
export const VALUATION_EXPORT = exportEndpoint({ path: '/mortgage/valuation/v2/export', permission: P.evsList, filter: evsFilter });
