import {
  type EndpointReply,
  VALUATION_API,
  buildingUnitData,
  type estimateReportBody,
  type queryPriceBody,
  type rengongEstimateBody,
  type serviceValuationBody,
  type zglEnquiryBody,
} from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, callWithMsg } from '@/lib/api-client';

const api = VALUATION_API.endpoints;
/** "Calls through helpers with a code other than 0 are silently ignored" (spec 001 §8). */
const quiet = { quiet: true } as const;
const list = <T>(reply: T[] | null) => reply ?? [];
/**
 * Lookups (cities, districts, communities…) change rarely: kept for five minutes and shared by
 * the tabs. Not retried: a failed call has said so once, and a helper call says nothing (001 §8).
 */
const lookup = { staleTime: 5 * 60_000, retry: false } as const;

export type House = EndpointReply<typeof api.listHouse>[number];
export type HistoryReply = EndpointReply<typeof api.history>;
export type FurtherProperty = EndpointReply<typeof api.zglProperty>[number];

export const valuationKeys = {
  all: ['valuation'] as const,
  history: (mortgageInfoId: number) => ['valuation', 'history', mortgageInfoId] as const,
  lookup: (name: string, ...args: unknown[]) => ['valuation', 'lookup', name, ...args] as const,
  furtherResult: (caseId: string) => ['valuation', 'further-result', caseId] as const,
};

// ---- lookups ----
/** One lookup's query: its key is its name and arguments. */
const lookupQuery = <T>(name: string, args: unknown[], fetch: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey: valuationKeys.lookup(name, ...args), queryFn: ({ signal }) => fetch(signal), ...lookup });

/** The city list, called with argument 2. */
export const citiesQuery = lookupQuery('cities', [], (signal) =>
  call(api.cityList, { params: { city: '2' } }, { ...quiet, signal }).then(list),
);
export const areasQuery = (cityCode: string) =>
  lookupQuery('areas', [cityCode], (signal) => call(api.listArea, { params: { cityCode } }, { ...quiet, signal }).then(list));
/** A community search (the 查询小区 button); consName is sent with its spaces removed. */
export type ConstructionSearch = { cityCode: string; consName: string; areaId?: string | undefined };
export const constructionsQuery = ({ cityCode, consName, areaId }: ConstructionSearch) =>
  lookupQuery('constructions', [cityCode, consName, areaId], (signal) =>
    call(api.listConstruction, { params: { cityCode }, query: { consName: consName.replace(/\s+/g, ''), areaId } }, { signal }).then(list),
  );
export const buildingsQuery = (communityId: string) =>
  lookupQuery('buildings', [communityId], (signal) => call(api.listBuilding, { params: { communityId } }, { ...quiet, signal }).then(list));
export const housesQuery = (buildingId: string) =>
  lookupQuery('houses', [buildingId], (signal) => call(api.listHouse, { params: { buildingId } }, { ...quiet, signal }).then(list));

export const serviceDistrictsQuery = (cityName: string) =>
  lookupQuery('service-districts', [cityName], (signal) => call(api.districtList, { body: { cityName } }, { ...quiet, signal }).then(list));
/** A community search; an empty list comes with the "no community found" msg, shown by the caller. */
export type ServiceCommunitySearch = {
  cityCode: string;
  cityName?: string | undefined;
  communityName: string;
  districtName?: string | undefined;
};
export const serviceCommunitiesQuery = (body: ServiceCommunitySearch) =>
  lookupQuery('service-communities', [body], (signal) => callWithMsg(api.communityList, { body }, { signal }));
/** data is a JSON string whose first item holds the list (001 §7). */
const unitsOf = (data: string) => {
  try {
    return buildingUnitData.safeParse(JSON.parse(data)).data?.[0]?.list ?? [];
  } catch {
    return [];
  }
};
/** No buildingID: buildings; buildingID: units; unitID too: houses. */
export type BuildingUnitLevel = { communityID: string; cityCode: string; buildingID?: string; unitID?: string };
export const buildingUnitsQuery = (body: BuildingUnitLevel) =>
  lookupQuery('building-units', [body], (signal) => call(api.buildingUnitQuery, { body }, { ...quiet, signal }).then(unitsOf));

export const furtherDistrictsQuery = (cityCode: string) =>
  lookupQuery('further-districts', [cityCode], (signal) =>
    call(api.zglDistrict, { params: { id: cityCode } }, { ...quiet, signal }).then(list),
  );
export const furtherPropertiesQuery = (body: { cityCode: string; areaCode: string }) =>
  lookupQuery('further-properties', [body], (signal) => call(api.zglProperty, { body }, { ...quiet, signal }).then(list));

/** A collateral's valuations with the latest per channel (the panel's initial tab and the forms' held values). */
export const historyQuery = (mortgageInfoId: number) =>
  queryOptions({
    queryKey: valuationKeys.history(mortgageInfoId),
    queryFn: ({ signal }) => call(api.history, { params: { mortgageInfoId } }, { ...quiet, signal }),
    retry: false,
  });

/** The further provider's answer so far (the 刷新 button). */
export const furtherResultQuery = (caseId: string) =>
  queryOptions({
    queryKey: valuationKeys.furtherResult(caseId),
    queryFn: ({ signal }) => callWithMsg(api.zglEnquiryResult, { params: { id: caseId } }, { signal }),
    retry: false,
  });

// ---- writes: each records a valuation (the form's values, checked by the server's schemas) ----
type Loose<S extends z.ZodType> = Partial<z.input<S>> & Record<string, unknown>;
export const queryPrice = (body: Loose<typeof queryPriceBody>) =>
  callWithMsg(api.queryPrice, { body: body as z.input<typeof queryPriceBody> });
/** mode 0: online_estimate; 1 (manual) or 2: rengong_estimate. */
export const estimate = ({ body, mode }: { body: Loose<typeof serviceValuationBody>; mode: number }) =>
  mode === 0
    ? callWithMsg(api.onlineEstimate, { body: { ...body, mode } as z.input<typeof serviceValuationBody> })
    : callWithMsg(api.rengongEstimate, { body: { ...body, mode } as z.input<typeof rengongEstimateBody> });
export const manualEstimate = (body: Record<string, unknown>) =>
  callWithMsg(api.rengongEstimate, { body: { ...body, assessType: 3 } as z.input<typeof rengongEstimateBody> });
export const generateReport = (body: Loose<typeof estimateReportBody>) =>
  callWithMsg(api.estimateReport, { body: body as z.input<typeof estimateReportBody> });
export const furtherEnquiry = (body: Loose<typeof zglEnquiryBody>) =>
  callWithMsg(api.zglEnquiry, { body: body as z.input<typeof zglEnquiryBody> });
