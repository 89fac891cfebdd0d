import Decimal from 'decimal.js';
import type { Db } from '../../../db/client';
import { type CatalogueRows, catalogueRepository } from './catalogue.repository';

/**
 * DEMO DATA. The built-in provider's catalogue for the four cities of the firm: districts with
 * real GB/T 2260 codes, but invented communities (names end in （演示）), buildings, units,
 * houses and "comparable records" with made-up prices near each district's level. It lets the
 * console work without an outside valuation service; it is not market data. Seeded with the
 * other demo data (SEED_DEMO), deterministically, so tests and screenshots are stable.
 */
export const DEMO_CITIES = [
  {
    cityCode: '110100',
    cityName: '北京市',
    districts: [
      ['110105', '朝阳区', 65000],
      ['110108', '海淀区', 90000],
      ['110102', '西城区', 120000],
    ],
  },
  {
    cityCode: '310100',
    cityName: '上海市',
    districts: [
      ['310115', '浦东新区', 70000],
      ['310104', '徐汇区', 95000],
      ['310105', '长宁区', 85000],
    ],
  },
  {
    cityCode: '610100',
    cityName: '西安市',
    districts: [
      ['610113', '雁塔区', 18000],
      ['610104', '莲湖区', 15000],
      ['610103', '碑林区', 17000],
    ],
  },
  {
    cityCode: '420100',
    cityName: '武汉市',
    districts: [
      ['420106', '武昌区', 22000],
      ['420111', '洪山区', 19000],
      ['420103', '江汉区', 20000],
    ],
  },
] as const;

const COMMUNITY_SUFFIX = ['花园', '家园'] as const;
const ROADS = ['和平路', '建设路'] as const;

/** Small deterministic spread (−6%…+6%) so prices differ without randomness. */
const spread = (n: number) => new Decimal(1).plus(new Decimal(((n * 37) % 13) - 6).div(100));

export function demoCatalogue() {
  const communities: CatalogueRows['communities'] = [];
  const buildings: CatalogueRows['buildings'] = [];
  const units: CatalogueRows['units'] = [];
  const houses: CatalogueRows['houses'] = [];
  const comparables: CatalogueRows['comparables'] = [];
  for (const city of DEMO_CITIES) {
    for (const [districtCode, districtName, basePrice] of city.districts) {
      COMMUNITY_SUFFIX.forEach((suffix, ci) => {
        const communityId = `C${districtCode}${ci + 1}`;
        const buildYear = 2000 + ci * 10;
        const name = `${districtName.replace(/(新区|区)$/, '')}${suffix}（演示）`;
        communities.push({
          id: communityId,
          cityCode: city.cityCode,
          districtCode,
          districtName,
          name,
          address: `${city.cityName}${districtName}${ROADS[ci]}${ci + 1}${ci + 8}号`,
          buildYear,
        });
        for (let b = 1; b <= 2; b++) {
          const buildingId = `${communityId}B${b}`;
          const totalFloors = b === 1 ? 18 : 6;
          buildings.push({ id: buildingId, communityId, name: `${b}号楼`, totalFloors });
          for (let u = 1; u <= 2; u++) {
            const unitId = `${buildingId}U${u}`;
            units.push({ id: unitId, buildingId, name: `${u}单元` });
            for (const floor of [1, Math.ceil(totalFloors / 2), totalFloors]) {
              for (let room = 1; room <= 2; room++) {
                houses.push({
                  id: `${unitId}H${floor}0${room}`,
                  unitId,
                  buildingId,
                  name: `${floor}0${room}`,
                  floor,
                  area: new Decimal(70 + room * 25 + u * 3).toFixed(2),
                });
              }
            }
          }
        }
        // Eight past deals/appraisals per community, priced around the district's level.
        for (let k = 0; k < 8; k++) {
          const seq = Number(districtCode.slice(-2)) * 17 + ci * 8 + k;
          comparables.push({
            cityCode: city.cityCode,
            districtCode,
            communityId,
            unitPrice: new Decimal(basePrice)
              .times(spread(seq))
              .times(ci ? '1.05' : '1')
              .toDecimalPlaces(0)
              .toFixed(2),
            area: new Decimal(80 + (seq % 5) * 10).toFixed(2),
            floor: 1 + (seq % 6),
            totalFloors: k % 2 ? 18 : 6,
            buildYear,
            tradedOn: `2025-${String(1 + (seq % 12)).padStart(2, '0')}-15`,
          });
        }
      });
    }
  }
  return { communities, buildings, units, houses, comparables };
}

/** Idempotent: the catalogue rows by their ids, the comparables only into an empty table. */
export async function seedValuationDemo(db: Db) {
  await catalogueRepository.seed(db, demoCatalogue());
}
