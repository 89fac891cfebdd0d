import {
  type EvsListReply,
  type IdName,
  VALUATION_API,
  type ValuationRecord,
  type estimateReportBody,
  type queryPriceBody,
  type rengongEstimateBody,
  type serviceValuationBody,
  type zglEnquiryBody,
} from '@lc/shared';
import type { z } from 'zod';
import { call, callWithMsg, listSource } from '@/lib/api-client';

const api = VALUATION_API.endpoints;
/** "Calls through helpers with a code other than 0 are silently ignored" (spec 001 §8). */
const quiet = { quiet: true } as const;
const list = <T>(reply: T[] | null) => reply ?? [];

export type City = { cityName: string; cityCode: string };
export type District = { districtName: string; districtCode: string };
export type Community = { communityName: string; communityId: string };
export type House = IdName & { buildingArea: string; buildYear: number | null };
export type GuidEntry = { name: string; GUID: string };
export type HistoryReply = {
  list: ValuationRecord[];
  latest: Record<'provider' | 'service' | 'manual' | 'further', ValuationRecord | null>;
};

// ---- lookups ----
/** The city list, called with argument 2. */
export const getCities = () => call(api.cityList, { params: { city: '2' } }, quiet).then(list);
export const getAreas = (cityCode: string) => call(api.listArea, { params: { cityCode } }, quiet).then(list);
/** consName is sent with its spaces removed. */
export const getConstructions = (cityCode: string, consName: string, areaId?: string) =>
  call(api.listConstruction, { params: { cityCode }, query: { consName: consName.replace(/\s+/g, ''), areaId } }).then(list);
export const getBuildings = (communityId: string) => call(api.listBuilding, { params: { communityId } }, quiet).then(list);
export const getHouses = (buildingId: string) => call(api.listHouse, { params: { buildingId } }, quiet).then(list);

export const getServiceDistricts = (cityName: string) => call(api.districtList, { body: { cityName } }, quiet).then(list);
/** An empty list comes with the "no community found" msg, shown by the caller. */
export const getServiceCommunities = (body: { cityCode: string; cityName?: string; communityName: string; districtName?: string }) =>
  callWithMsg(api.communityList, { body });
/** data is a JSON string whose first item holds the list (001 §7). */
export async function getBuildingUnits(body: { communityID: string; cityCode: string; buildingID?: string; unitID?: string }) {
  const data = await call(api.buildingUnitQuery, { body }, quiet);
  try {
    const parsed = JSON.parse(data) as { list?: GuidEntry[] }[];
    return parsed[0]?.list ?? [];
  } catch {
    return [];
  }
}

// ---- prices (the form's values, checked by the server's schemas) ----
type Loose<S extends z.ZodType> = Partial<z.input<S>> & Record<string, unknown>;
export const queryPrice = (body: Loose<typeof queryPriceBody>) =>
  callWithMsg(api.queryPrice, { body: body as z.input<typeof queryPriceBody> });
/** mode 0: online_estimate; 1 (manual) or 2: rengong_estimate. */
export const estimate = (body: Loose<typeof serviceValuationBody>, mode: number) =>
  mode === 0
    ? callWithMsg(api.onlineEstimate, { body: { ...body, mode } as z.input<typeof serviceValuationBody> })
    : callWithMsg(api.rengongEstimate, { body: { ...body, mode } as z.input<typeof rengongEstimateBody> });
export const manualEstimate = (body: Record<string, unknown>) =>
  callWithMsg(api.rengongEstimate, { body: { ...body, assessType: 3 } as z.input<typeof rengongEstimateBody> });
export const getHistory = (mortgageInfoId: number): Promise<HistoryReply> => call(api.history, { params: { mortgageInfoId } }, quiet);

// ---- evaluation report ----
export const generateReport = (body: Loose<typeof estimateReportBody>) =>
  callWithMsg(api.estimateReport, { body: body as z.input<typeof estimateReportBody> });

// ---- further provider ----
export type FurtherDistrict = { areaCode: string; areaName: string };
export type FurtherProperty = { thirdProperty: string; name: string; address: string };
export const getFurtherDistricts = (cityCode: string) => call(api.zglDistrict, { params: { id: cityCode } }, quiet).then(list);
export const getFurtherProperties = (body: { cityCode: string; areaCode: string; keyword?: string }) =>
  call(api.zglProperty, { body }, quiet).then(list);
export const furtherEnquiry = (body: Loose<typeof zglEnquiryBody>) =>
  callWithMsg(api.zglEnquiry, { body: body as z.input<typeof zglEnquiryBody> });
export const furtherResult = (caseId: string) => callWithMsg(api.zglEnquiryResult, { params: { id: caseId } });

// ---- /mortgageEvsManage/mortgageEvsList (code 200: the shared list block) ----
export const EVS_LIST = listSource(api.evsList);
/** The list's export endpoint (the export button calls it). */
export { VALUATION_EXPORT } from '@lc/shared';
export type { EvsListReply };
