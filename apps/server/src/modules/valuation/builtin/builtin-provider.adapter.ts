import type { Executor } from '../../../db/client';
import type {
  FurtherProvider,
  HouseItemsProvider,
  PriceAnswer,
  PriceSubject,
  ServiceProvider,
  ValuationProviders,
} from '../providers/provider.adapter';
import { type ComparableArea, catalogueRepository as repo } from './catalogue.repository';
import { DEMO_CITIES } from './demo-catalogue.seed';
import { MIN_COMPARABLES, explainModel, priceFromComparables } from './price-model.rules';

const BUILTIN = 'builtin';
const cityByName = (name: string) =>
  DEMO_CITIES.find((c) => c.cityName === name || c.cityName.replace(/市$/, '') === name.replace(/市$/, ''));
const districtsOf = (cityCode: string) => DEMO_CITIES.find((c) => c.cityCode === cityCode)?.districts ?? [];

/**
 * The embedded default provider: the demo catalogue (demo-catalogue.seed.ts) for lookups and the
 * price model (price-model.rules.ts) over the firm's comparable records for prices.
 */
export function createBuiltinProviders(db: Executor): ValuationProviders {
  /** Fills what the catalogue knows (floor, total floors, build year, community) from the house id. */
  async function enrich(subject: PriceSubject): Promise<PriceSubject & { address: string }> {
    const s = { ...subject };
    if (s.houseId) {
      const house = await repo.houseFacts(db, s.houseId);
      if (house)
        Object.assign(s, {
          floor: s.floor ?? house.floor,
          totalFloor: s.totalFloor ?? house.totalFloors,
          communityId: s.communityId ?? house.communityId,
        });
    }
    if (!s.communityId && s.communityName) {
      const id = await repo.communityIdByName(db, s.cityCode, s.communityName);
      if (id) s.communityId = id;
    }
    let address = s.address ?? '';
    if (s.communityId) {
      const c = await repo.community(db, s.communityId);
      if (c) {
        s.buildYear = s.buildYear ?? c.buildYear;
        address = address || c.address;
      }
    }
    return { ...s, address };
  }

  async function price(subject: PriceSubject): Promise<PriceAnswer> {
    const s = await enrich(subject);
    const levels: [string, ComparableArea | undefined][] = [
      ['同小区', s.communityId ? { communityId: s.communityId } : undefined],
      ['同区县', { cityCode: s.cityCode, districtCode: s.districtCode }],
      ['同城市', { cityCode: s.cityCode }],
    ];
    for (const [level, area] of levels) {
      if (!area) continue;
      const rows = await repo.comparables(db, area);
      if (rows.length < MIN_COMPARABLES) continue;
      const r = priceFromComparables(rows, s)!;
      return {
        unitPrice: r.unitPrice,
        quotationCount: r.count,
        avgUnitPrice: r.avg,
        maxPrice: r.max,
        minPrice: r.min,
        buildYear: s.buildYear ?? r.medianBuildYear,
        address: s.address,
        note: explainModel(r, level),
        providerRef: null,
      };
    }
    return {
      unitPrice: null,
      quotationCount: 0,
      avgUnitPrice: null,
      maxPrice: null,
      minPrice: null,
      buildYear: s.buildYear ?? null,
      address: s.address,
      note: '',
      providerRef: null,
    };
  }

  const service: ServiceProvider = {
    name: BUILTIN,
    async districts(cityName) {
      const city = cityByName(cityName);
      return city ? city.districts.map(([districtCode, districtName]) => ({ districtCode, districtName })) : [];
    },
    async communities(cityCode, communityName, districtName) {
      const rows = await repo.communities(db, cityCode, { name: communityName, districtName });
      return rows.map((c) => ({ communityId: c.id, communityName: c.name }));
    },
    async buildingUnits(communityId, level) {
      if (level.unitId) {
        const rows = await repo.housesOfUnit(db, level.unitId);
        return rows.map((h) => ({ name: h.name, GUID: h.id }));
      }
      if (level.buildingId) {
        const rows = await repo.unitsOf(db, level.buildingId);
        return rows.map((u) => ({ name: u.name, GUID: u.id }));
      }
      const rows = await repo.buildingsOf(db, communityId);
      return rows.map((b) => ({ name: b.name, GUID: b.id }));
    },
    estimate: (subject) => price(subject),
  };

  const houseItems: HouseItemsProvider = {
    name: BUILTIN,
    async cities() {
      return DEMO_CITIES.map(({ cityCode, cityName }) => ({ cityCode, cityName }));
    },
    async areas(cityCode) {
      return districtsOf(cityCode).map(([id, name]) => ({ id, name }));
    },
    async constructions(cityCode, consName, areaId) {
      const rows = await repo.communities(db, cityCode, { districtCode: areaId, name: consName, match: 'prefix' });
      return rows.map((c) => ({ id: c.id, name: c.name }));
    },
    async buildings(communityId) {
      const rows = await repo.buildingsOf(db, communityId);
      return rows.map((b) => ({ id: b.id, name: b.name }));
    },
    async houses(buildingId) {
      const rows = await repo.housesOfBuilding(db, buildingId);
      return rows.map((h) => ({ id: h.id, name: `${h.unit}${h.name}`, buildingArea: h.area, buildYear: h.buildYear }));
    },
    quote: (subject) => price(subject),
  };

  const further: FurtherProvider = {
    name: BUILTIN,
    async districts(cityCode) {
      return districtsOf(cityCode).map(([areaCode, areaName]) => ({ areaCode, areaName }));
    },
    async properties(cityCode, areaCode, keyword) {
      const rows = await repo.communities(db, cityCode, { districtCode: areaCode, name: keyword });
      return rows.map((c) => ({ thirdProperty: c.id, name: c.name, address: c.address }));
    },
    async submit() {
      return { providerRef: null };
    },
    async result(_caseId, subject) {
      const answer = await price(subject);
      return { unitPrice: answer.unitPrice, assessExplain: answer.unitPrice ? answer.note : '无可比记录，无法估价' };
    },
  };

  return { service, houseItems, further };
}
