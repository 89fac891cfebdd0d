import type { EstimateReply, EvsListReply, IdName, QueryPriceReply, ValuationRecord, ZglEnquiryReply } from '@lc/shared';
import { VALUATION_PATHS as P } from '@lc/shared';
import { zeroRequest } from './zero-request';

const at = (path: string, param: string) => path.replace(/:\w+$/, encodeURIComponent(param));
const list = <T>(reply: { data: T[] | null }) => reply.data ?? [];

export type City = { cityName: string; cityCode: string };
export type District = { districtName: string; districtCode: string };
export type Community = { communityName: string; communityId: string };
export type House = IdName & { buildingArea: string; buildYear: number | null };
export type GuidEntry = { name: string; GUID: string };
export type HistoryReply = {
  list: ValuationRecord[];
  latest: Record<'provider' | 'service' | 'manual' | 'further', ValuationRecord | null>;
};

// ---- lookups (001 §7: "calls through helpers with a code other than 0 are silently ignored") ----
/** The city list, called with argument 2. */
export const getCities = () => zeroRequest<City[]>({ path: at(P.cityList, '2'), quiet: true }).then(list);
export const getAreas = (cityCode: string) => zeroRequest<IdName[]>({ path: at(P.listArea, cityCode), quiet: true }).then(list);
/** consName is sent with its spaces removed. */
export const getConstructions = (cityCode: string, consName: string, areaId?: string) =>
  zeroRequest<IdName[]>({ path: at(P.listConstruction, cityCode), params: { consName: consName.replace(/\s+/g, ''), areaId } }).then(list);
export const getBuildings = (communityId: string) =>
  zeroRequest<IdName[]>({ path: at(P.listBuilding, communityId), quiet: true }).then(list);
export const getHouses = (buildingId: string) => zeroRequest<House[]>({ path: at(P.listHouse, buildingId), quiet: true }).then(list);

export const getServiceDistricts = (cityName: string) =>
  zeroRequest<District[]>({ method: 'POST', path: P.districtList, body: { cityName }, quiet: true }).then(list);
/** An empty list comes with the "no community found" msg, shown by the caller. */
export const getServiceCommunities = (body: { cityCode: string; cityName?: string; communityName: string; districtName?: string }) =>
  zeroRequest<Community[]>({ method: 'POST', path: P.communityList, body });
/** data is a JSON string whose first item holds the list (001 §7). */
export async function getBuildingUnits(body: { communityID: string; cityCode: string; buildingID?: string; unitID?: string }) {
  const reply = await zeroRequest<string>({ method: 'POST', path: P.buildingUnitQuery, body, quiet: true });
  try {
    const parsed = JSON.parse(reply.data) as { list?: GuidEntry[] }[];
    return parsed[0]?.list ?? [];
  } catch {
    return [];
  }
}

// ---- prices ----
export const queryPrice = (body: Record<string, unknown>) => zeroRequest<QueryPriceReply>({ method: 'POST', path: P.queryPrice, body });
/** mode 0: online_estimate; 1 (manual) or 2: rengong_estimate. */
export const estimate = (body: Record<string, unknown>, mode: number) =>
  zeroRequest<EstimateReply>({ method: 'POST', path: mode === 0 ? P.onlineEstimate : P.rengongEstimate, body: { ...body, mode } });
export const manualEstimate = (body: Record<string, unknown>) =>
  zeroRequest<EstimateReply>({ method: 'POST', path: P.rengongEstimate, body: { ...body, assessType: 3 } });
export const getHistory = (mortgageInfoId: number) =>
  zeroRequest<HistoryReply>({ path: at(P.history, String(mortgageInfoId)), quiet: true }).then((r) => r.data);

// ---- evaluation report ----
export const generateReport = (body: Record<string, unknown>) =>
  zeroRequest<{ fileUrl: string; status: string }>({ method: 'POST', path: P.estimateReport, body });

// ---- further provider ----
export type FurtherDistrict = { areaCode: string; areaName: string };
export type FurtherProperty = { thirdProperty: string; name: string; address: string };
export const getFurtherDistricts = (cityCode: string) =>
  zeroRequest<FurtherDistrict[]>({ path: at(P.zglDistrict, cityCode), quiet: true }).then(list);
export const getFurtherProperties = (body: { cityCode: string; areaCode: string; keyword?: string }) =>
  zeroRequest<FurtherProperty[]>({ method: 'POST', path: P.zglProperty, body, quiet: true }).then(list);
export const furtherEnquiry = (body: Record<string, unknown>) => zeroRequest<ZglEnquiryReply>({ method: 'POST', path: P.zglEnquiry, body });
export const furtherResult = (caseId: string) => zeroRequest<ZglEnquiryReply>({ path: at(P.zglEnquiryResult, caseId) });

// ---- /mortgageEvsManage/mortgageEvsList (code 200: the shared list block) ----
export const EVS_LIST_URL = P.evsList;
export const EVS_EXPORT_URL = P.evsExport;
export type { EvsListReply };
