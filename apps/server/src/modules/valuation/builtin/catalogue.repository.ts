import { and, asc, count, eq, like } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { propertyBuildings, propertyCommunities, propertyComparables, propertyHouses, propertyUnits } from '../valuation.table';
import { likeContains, likePrefix } from '../../../db/like-pattern';

export type CatalogueRows = {
  communities: (typeof propertyCommunities.$inferInsert)[];
  buildings: (typeof propertyBuildings.$inferInsert)[];
  units: (typeof propertyUnits.$inferInsert)[];
  houses: (typeof propertyHouses.$inferInsert)[];
  comparables: (typeof propertyComparables.$inferInsert)[];
};

/** Where comparables are looked for: one community, one district of a city, or the whole city. */
export type ComparableArea = { communityId: string } | { cityCode: string; districtCode: string } | { cityCode: string };

const LOOKUP_LIMIT = 50;

/** The built-in provider's catalogue (demo data) and comparable records. */
export const catalogueRepository = {
  /** A house's floor and its building's total floors and community. */
  async houseFacts(db: Executor, houseId: string) {
    const [house] = await db
      .select({ floor: propertyHouses.floor, totalFloors: propertyBuildings.totalFloors, communityId: propertyBuildings.communityId })
      .from(propertyHouses)
      .innerJoin(propertyBuildings, eq(propertyHouses.buildingId, propertyBuildings.id))
      .where(eq(propertyHouses.id, houseId));
    return house ?? null;
  },

  async communityIdByName(db: Executor, cityCode: string, name: string) {
    const [c] = await db
      .select({ id: propertyCommunities.id })
      .from(propertyCommunities)
      .where(and(eq(propertyCommunities.cityCode, cityCode), eq(propertyCommunities.name, name)));
    return c?.id ?? null;
  },

  async community(db: Executor, id: string) {
    const [c] = await db.select().from(propertyCommunities).where(eq(propertyCommunities.id, id));
    return c ?? null;
  },

  /** The comparables' figures the price model reads. */
  comparables(db: Executor, area: ComparableArea) {
    const where =
      'communityId' in area
        ? eq(propertyComparables.communityId, area.communityId)
        : 'districtCode' in area
          ? and(eq(propertyComparables.cityCode, area.cityCode), eq(propertyComparables.districtCode, area.districtCode))
          : eq(propertyComparables.cityCode, area.cityCode);
    return db
      .select({
        unitPrice: propertyComparables.unitPrice,
        floor: propertyComparables.floor,
        totalFloors: propertyComparables.totalFloors,
        buildYear: propertyComparables.buildYear,
      })
      .from(propertyComparables)
      .where(where);
  },

  /** A city's communities, by district (code or name) and name: `contains` anywhere, `prefix` at the start. */
  communities(
    db: Executor,
    cityCode: string,
    filter: {
      name?: string | undefined;
      match?: 'contains' | 'prefix';
      districtCode?: string | undefined;
      districtName?: string | undefined;
    },
  ) {
    const pattern = filter.name ? (filter.match === 'prefix' ? likePrefix(filter.name) : likeContains(filter.name)) : null;
    return db
      .select()
      .from(propertyCommunities)
      .where(
        and(
          eq(propertyCommunities.cityCode, cityCode),
          filter.districtCode ? eq(propertyCommunities.districtCode, filter.districtCode) : undefined,
          filter.districtName ? eq(propertyCommunities.districtName, filter.districtName) : undefined,
          pattern ? like(propertyCommunities.name, pattern) : undefined,
        ),
      )
      .orderBy(asc(propertyCommunities.id))
      .limit(LOOKUP_LIMIT);
  },

  buildingsOf(db: Executor, communityId: string) {
    return db.select().from(propertyBuildings).where(eq(propertyBuildings.communityId, communityId)).orderBy(asc(propertyBuildings.id));
  },

  unitsOf(db: Executor, buildingId: string) {
    return db.select().from(propertyUnits).where(eq(propertyUnits.buildingId, buildingId)).orderBy(asc(propertyUnits.id));
  },

  housesOfUnit(db: Executor, unitId: string) {
    return db
      .select()
      .from(propertyHouses)
      .where(eq(propertyHouses.unitId, unitId))
      .orderBy(asc(propertyHouses.floor), asc(propertyHouses.name));
  },

  /** A building's houses with their unit's name, area and the community's build year. */
  housesOfBuilding(db: Executor, buildingId: string) {
    return db
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
  },

  /** Idempotent: the catalogue rows by their ids, the comparables only into an empty table. */
  async seed(db: Db, data: CatalogueRows) {
    await db.transaction(async (tx) => {
      await tx.insert(propertyCommunities).values(data.communities).onConflictDoNothing();
      await tx.insert(propertyBuildings).values(data.buildings).onConflictDoNothing();
      await tx.insert(propertyUnits).values(data.units).onConflictDoNothing();
      await tx.insert(propertyHouses).values(data.houses).onConflictDoNothing();
      const [existing] = await tx.select({ n: count() }).from(propertyComparables);
      if ((existing?.n ?? 0) === 0) await tx.insert(propertyComparables).values(data.comparables);
    });
  },
};
