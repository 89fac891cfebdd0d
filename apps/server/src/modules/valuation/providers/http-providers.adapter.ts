import type { ProviderClient } from './http-client.adapter';
import type {
  FurtherProvider,
  HouseItemsProvider,
  HouseOption,
  IdName,
  PriceAnswer,
  PriceSubject,
  ServiceProvider,
} from './provider.adapter';

/**
 * HTTP adapters for the outside services. Each speaks its service's contract, which is the one
 * the spec gives for these calls (001 §7, 000 §7): the same paths, `{ code, msg, data }` with 0
 * for success. The base URL carries any gateway prefix.
 */
const enc = encodeURIComponent;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function httpServiceProvider(client: ProviderClient): ServiceProvider {
  return {
    name: 'http:fanggugu',
    districts: (cityName) => client.call('POST', '/fanggugu/v2/district_list', { cityName }),
    communities: (cityCode, communityName, districtName) =>
      client.call('POST', '/fanggugu/v2/community_list', { cityCode, communityName, districtName }),
    async buildingUnits(communityId, level) {
      const data = await client.call<string>('POST', '/fanggugu/v2/building_unit_query', {
        communityID: communityId,
        buildingID: level.buildingId,
        unitID: level.unitId,
      });
      const parsed = JSON.parse(data) as { list?: { name: string; GUID: string }[] }[];
      return parsed[0]?.list ?? [];
    },
    async estimate(subject, mode) {
      const path = mode === 0 ? '/fanggugu/v2/online_estimate' : '/fanggugu/v2/rengong_estimate';
      const data = await client.call<{ price: unknown; valuationId?: unknown; externalId?: unknown }>('POST', path, {
        cityCode: subject.cityCode,
        areaId: subject.districtCode,
        communityId: subject.communityId,
        communityName: subject.communityName,
        buildingId: subject.buildingId,
        houseId: subject.houseId,
        address: subject.address,
        houseType: subject.houseType,
        area: subject.buildingArea,
        floor: subject.floor,
        totalFloor: subject.totalFloor,
        buildYear: subject.buildYear,
        mode,
      });
      return priced(str(data.price), str(data.valuationId ?? data.externalId), subject);
    },
  };
}

const priced = (unitPrice: string | null, providerRef: string | null, subject: PriceSubject): PriceAnswer => ({
  unitPrice,
  quotationCount: unitPrice ? 1 : 0,
  avgUnitPrice: unitPrice,
  maxPrice: unitPrice,
  minPrice: unitPrice,
  buildYear: subject.buildYear ?? null,
  address: subject.address ?? '',
  note: '',
  providerRef,
});

export function httpHouseItemsProvider(client: ProviderClient): HouseItemsProvider {
  const base = '/mortgage/house/items/v2';
  return {
    name: 'http:house-items',
    cities: () => client.call('GET', `${base}/city/2`),
    areas: (cityCode) => client.call<IdName[]>('GET', `${base}/search/listArea/${enc(cityCode)}`),
    constructions: (cityCode, consName, areaId) =>
      client.call(
        'GET',
        `${base}/search/listConstruction/${enc(cityCode)}?consName=${enc(consName)}${areaId ? `&areaId=${enc(areaId)}` : ''}`,
      ),
    buildings: (communityId) => client.call('GET', `${base}/search/listBuilding/${enc(communityId)}`),
    houses: (buildingId) => client.call<HouseOption[]>('GET', `${base}/search/listHouse/${enc(buildingId)}`),
    async quote(subject) {
      const d = await client.call<Record<string, unknown>>('POST', `${base}/queryPrice`, {
        cityId: subject.cityCode,
        areaId: subject.districtCode,
        consId: subject.communityId,
        buildId: subject.buildingId,
        houseId: subject.houseId,
        buildArea: subject.buildingArea,
      });
      const ok = d.state === 1;
      return {
        unitPrice: ok ? str(d.unitPrice) : null,
        quotationCount: Number(d.quotationCount ?? 0),
        avgUnitPrice: str(d.avgUnitPrice),
        maxPrice: str(d.maxPrice),
        minPrice: str(d.minPrice),
        buildYear: d.buildYearFinalRc === null || d.buildYearFinalRc === undefined ? null : Number(d.buildYearFinalRc),
        address: String(d.address ?? ''),
        note: String(d.note ?? ''),
        providerRef: str(d.valuationId),
      };
    },
  };
}

export function httpFurtherProvider(client: ProviderClient): FurtherProvider {
  const base = '/mortgage/zgl';
  return {
    name: 'http:zgl',
    districts: (cityCode) => client.call('GET', `${base}/district/${enc(cityCode)}`),
    properties: (cityCode, areaCode, keyword) => client.call('POST', `${base}/property`, { cityCode, areaCode, keyword }),
    async submit(caseId, subject) {
      const data = await client.call<{ caseId?: unknown }>('POST', `${base}/artificial_enquiry`, {
        cityCode: subject.cityCode,
        areaCode: subject.districtCode,
        propertyType: subject.houseType,
        thirdProperty: subject.communityId,
        address: subject.address,
        buildArea: subject.buildingArea,
        completionYear: subject.buildYear,
        currentFloor: subject.floor,
        totalFloor: subject.totalFloor,
        externalCaseId: caseId,
      });
      return { providerRef: str(data.caseId) };
    },
    async result(caseId) {
      const data = await client.call<{ status?: unknown; unitPrice?: unknown; assessExplain?: unknown } | null>(
        'GET',
        `${base}/artificial_enquiry_result/${enc(caseId)}`,
      );
      if (!data || data.status !== 'done') return null;
      return { unitPrice: str(data.unitPrice), assessExplain: String(data.assessExplain ?? '') };
    },
  };
}
