import { Form, type FormInstance } from 'antd';
import {
  type BuildingUnitLevel,
  type ServiceCommunitySearch,
  buildingUnitsQuery,
  serviceCommunitiesQuery,
  serviceDistrictsQuery,
} from '../api/valuation-api';
import { type Option, useCityOptions, useLookupOptions } from './use-lookups';
import { nameOf } from './use-panel-context';

const NO_SEARCH: ServiceCommunitySearch = { cityCode: '', communityName: '' };
const NO_LEVEL: BuildingUnitLevel = { communityID: '', cityCode: '' };
const guid = (rows: { name: string; GUID: string }[]): Option[] => rows.map((r) => ({ value: r.GUID, label: r.name }));

/** One level of the building → unit → house lookup; none until the levels above are chosen. */
const useUnitLevel = (level: BuildingUnitLevel | null) => useLookupOptions(buildingUnitsQuery(level ?? NO_LEVEL), level !== null, guid);

/**
 * The valuation service's cascade: city → district (by city name) → community (the search in
 * force) → building → unit → house, each listing what the level above holds in the form.
 */
export function useServiceLookups(form: FormInstance, search: ServiceCommunitySearch | null) {
  const cityCode = Form.useWatch<string | undefined>('cityCode', form);
  const communityID = Form.useWatch<string | undefined>('communityId', form);
  const buildingID = Form.useWatch<string | undefined>('buildingId', form);
  const unitID = Form.useWatch<string | undefined>('unitId', form);
  const cities = useCityOptions();
  const cityName = nameOf(cities, cityCode);
  const located = cityCode && communityID ? { communityID, cityCode } : null;
  const districts = useLookupOptions(serviceDistrictsQuery(cityName ?? ''), Boolean(cityName), (rows) =>
    rows.map((d) => ({ value: d.districtCode, label: d.districtName })),
  );
  const communities = useLookupOptions(serviceCommunitiesQuery(search ?? NO_SEARCH), search !== null, ({ data }) =>
    data.map((c) => ({ value: c.communityId, label: c.communityName })),
  );
  return {
    cities,
    districts,
    communities,
    buildings: useUnitLevel(located),
    units: useUnitLevel(located && buildingID ? { ...located, buildingID } : null),
    houses: useUnitLevel(located && buildingID && unitID ? { ...located, buildingID, unitID } : null),
  };
}
