import { and, asc, eq, like } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type {
  FurtherProvider,
  HouseItemsProvider,
  PriceAnswer,
  PriceSubject,
  ServiceProvider,
  ValuationProviders,
} from '../providers/provider';
import { propertyBuildings, propertyCommunities, propertyComparables, propertyHouses, propertyUnits } from '../valuation.table';
import { DEMO_CITIES } from './demo-catalogue';
import { MIN_COMPARABLES, explainModel, priceFromComparables } from './price-model';

const BUILTIN = 'builtin';
const cityByName = (name: string) =>
  DEMO_CITIES.find((c) => c.cityName === name || c.cityName.replace(/市$/, '') === name.replace(/市$/, ''));
const districtsOf = (cityCode: string) => DEMO_CITIES.find((c) => c.cityCode === cityCode)?.districts ?? [];
const prefix = (s: string) => `${s.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
const contains = (s: string) => `%${s.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * The embedded default provider: the demo catalogue (demo-catalogue.ts) for lookups and the
 * price model (price-model.ts) over the firm's comparable records for prices.
 */
export function createBuiltinProviders(db: Executor): ValuationProviders {
  const comparableColumns = {
    unitPrice: propertyComparables.unitPrice,
    floor: propertyComparables.floor,
    totalFloors: propertyComparables.totalFloors,
    buildYear: propertyComparables.buildYear,
  };

  /** Fills what the catalogue knows (floor, total floors, build year, community) from the house id. */
  async function enrich(subject: PriceSubject): Promise<PriceSubject & { address: string }> {
    const s = { ...subject };
    if (s.houseId) {
      const [house] = await db
        .select({ floor: propertyHouses.floor, totalFloors: propertyBuildings.totalFloors, communityId: propertyBuildings.communityId })
        .from(propertyHouses)
        .innerJoin(propertyBuildings, eq(propertyHouses.buildingId, propertyBuildings.id))
        .where(eq(propertyHouses.id, s.houseId));
      if (house)
        Object.assign(s, {
          floor: s.floor ?? house.floor,
          totalFloor: s.totalFloor ?? house.totalFloors,
          communityId: s.communityId ?? house.communityId,
        });
    }
    if (!s.communityId && s.communityName) {
      const [c] = await db
        .select({ id: propertyCommunities.id })
        .from(propertyCommunities)
        .where(and(eq(propertyCommunities.cityCode, s.cityCode), eq(propertyCommunities.name, s.communityName)));
      if (c) s.communityId = c.id;
    }
    let address = s.address ?? '';
    if (s.communityId) {
      const [c] = await db.select().from(propertyCommunities).where(eq(propertyCommunities.id, s.communityId));
      if (c) {
        s.buildYear = s.buildYear ?? c.buildYear;
        address = address || c.address;
      }
    }
    return { ...s, address };
  }

  async function price(subject: PriceSubject): Promise<PriceAnswer> {
    const s = await enrich(subject);
    const levels = [
      ['同小区', s.communityId ? eq(propertyComparables.communityId, s.communityId) : undefined],
      ['同区县', and(eq(propertyComparables.cityCode, s.cityCode), eq(propertyComparables.districtCode, s.districtCode))],
      ['同城市', eq(propertyComparables.cityCode, s.cityCode)],
    ] as const;
    for (const [level, where] of levels) {
      if (!where) continue;
      const rows = await db.select(comparableColumns).from(propertyComparables).where(where);
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

  const communitiesIn = (
    cityCode: string,
    filter: { name?: string | undefined; districtCode?: string | undefined; districtName?: string | undefined },
  ) =>
    db
      .select()
      .from(propertyCommunities)
      .where(
        and(
          eq(propertyCommunities.cityCode, cityCode),
          filter.districtCode ? eq(propertyCommunities.districtCode, filter.districtCode) : undefined,
          filter.districtName ? eq(propertyCommunities.districtName, filter.districtName) : undefined,
          filter.name ? like(propertyCommunities.name, contains(filter.name)) : undefined,
        ),
      )
      .orderBy(asc(propertyCommunities.id))
      .limit(50);

  const service: ServiceProvider = {
    name: BUILTIN,
    async districts(cityName) {
      const city = cityByName(cityName);
      return city ? city.districts.map(([districtCode, districtName]) => ({ districtCode, districtName })) : [];
    },
    async communities(cityCode, communityName, districtName) {
      const rows = await communitiesIn(cityCode, { name: communityName, districtName });
      return rows.map((c) => ({ communityId: c.id, communityName: c.name }));
    },
    async buildingUnits(communityId, level) {
      if (level.unitId) {
        const rows = await db
          .select()
          .from(propertyHouses)
          .where(eq(propertyHouses.unitId, level.unitId))
          .orderBy(asc(propertyHouses.floor), asc(propertyHouses.name));
        return rows.map((h) => ({ name: h.name, GUID: h.id }));
      }
      if (level.buildingId) {
        const rows = await db
          .select()
          .from(propertyUnits)
          .where(eq(propertyUnits.buildingId, level.buildingId))
          .orderBy(asc(propertyUnits.id));
        return rows.map((u) => ({ name: u.name, GUID: u.id }));
      }
      const rows = await db
        .select()
        .from(propertyBuildings)
        .where(eq(propertyBuildings.communityId, communityId))
        .orderBy(asc(propertyBuildings.id));
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
      const rows = await db
        .select()
        .from(propertyCommunities)
        .where(
          and(
            eq(propertyCommunities.cityCode, cityCode),
            areaId ? eq(propertyCommunities.districtCode, areaId) : undefined,
            consName ? like(propertyCommunities.name, prefix(consName)) : undefined,
          ),
        )
        .orderBy(asc(propertyCommunities.id))
        .limit(50);
      return rows.map((c) => ({ id: c.id, name: c.name }));
    },
    async buildings(communityId) {
      const rows = await db
        .select()
        .from(propertyBuildings)
        .where(eq(propertyBuildings.communityId, communityId))
        .orderBy(asc(propertyBuildings.id));
      return rows.map((b) => ({ id: b.id, name: b.name }));
    },
    async houses(buildingId) {
      const rows = await db
        .select({
          id: propertyHouses.id,
          name: propertyHouses.name,
          unit: propertyUnits.name,
          area: propertyHouses.area,
          buildYear: propertyCommunities.buildYear,
        })
        .from(propertyHouses)
        .innerJoin(propertyUnits, eq(propertyHouses.unitId, propertyUnits.id))
        .innerJoin(propertyBuildings, eq(propertyHouses.buildingId, propertyBuildings.id))
        .innerJoin(propertyCommunities, eq(propertyBuildings.communityId, propertyCommunities.id))
        .where(eq(propertyHouses.buildingId, buildingId))
        .orderBy(asc(propertyHouses.unitId), asc(propertyHouses.floor), asc(propertyHouses.name));
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
      const rows = await communitiesIn(cityCode, { districtCode: areaCode, name: keyword });
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
