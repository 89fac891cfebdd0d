import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { databaseBefore, seedOnOlderSchema } from './helpers/database-before';

const MIGRATION = '0017_collateral_identity';

/** Columns the migrations after MIGRATION add. */
const LATER_COLUMNS = [
  { table: 'bills', column: 'borrower_id', type: 'bigint' },
  { table: 'bills', column: 'stage', type: 'smallint' },
];

describe(`migration ${MIGRATION}: orphaned valuations are re-attached or listed, then the foreign key holds`, () => {
  let database: DatabaseHandle;
  const query = async <T>(text: string, values: unknown[] = []) => (await database.executeSql(text, values)).rows as T[];
  const one = async <T>(text: string, values: unknown[] = []) => (await query<T>(text, values))[0]!;
  let billIds: number[] = [];
  let valuer = 0;

  /** A collateral row of a bill, as the bill edit before issue 14 inserted them. */
  const collateral = async (billId: number, details: string, district = '110105') =>
    Number(
      (
        await one<{ id: string }>(
          `insert into bill_mortgages (bill_id, sort, address_province, address_district, address_details, address_key)
           values ($1, 0, '110000', $2, $3, $4) returning id`,
          [billId, district, details, `110000|${district}|${details}`],
        )
      ).id,
    );
  /** A manual valuation of a collateral (or of none). */
  const valuation = async (mortgageInfoId: number | null, address: string | null, areaId = '110105') =>
    Number(
      (
        await one<{ id: string }>(
          `insert into valuation_records (valuation_id, mortgage_info_id, channel, guzhi_request_type, provider, city_code, area_id,
             address, total_price, valued_by, valued_by_name, area_code)
           values ($1, $2, 'manual', 1, 'manual', '110100', $3, $4, '300.00', $5, '测试', 'BJ_11') returning id`,
          [randomUUID(), mortgageInfoId, areaId, address, valuer],
        )
      ).id,
    );
  const deleteCollateral = (id: number) => query('delete from bill_mortgages where id = $1', [id]);
  const collateralOf = async (valuationId: number) =>
    (await one<{ m: string | null }>('select mortgage_info_id::text as m from valuation_records where id = $1', [valuationId])).m;

  beforeAll(async () => {
    database = await databaseBefore(MIGRATION);
    await seedOnOlderSchema(database, MIGRATION, LATER_COLUMNS);
    billIds = (await query<{ id: string }>('select id from bills order by id limit 3')).map((r) => Number(r.id));
    valuer = Number((await one<{ id: string }>('select id from users order by id limit 1')).id);
    expect(billIds).toHaveLength(3);
  }, 120_000);
  afterAll(() => database?.close());

  it('repairs the orphans the old bill edit left, lists what it cannot match, and leaves the rest alone', async () => {
    const [b1, b2, b3] = billIds as [number, number, number];
    // Edited once: the valuations follow the row that replaced theirs, an address-less one with its sibling.
    const edited = await collateral(b1, '测试路1号 2单元');
    const editedValuations = [await valuation(edited, '北京市朝阳区测试路1号2单元'), await valuation(edited, null)];
    await deleteCollateral(edited);
    const replacement = await collateral(b1, '测试路1号2单元');
    // Two rows now carry the address: which one is unknowable, so it is detached and listed.
    const twice = await collateral(b2, '测试路2号');
    const ambiguous = await valuation(twice, '北京市朝阳区测试路2号');
    await deleteCollateral(twice);
    const candidates = [await collateral(b2, '测试路2号'), await collateral(b3, '测试路2号')];
    // No row matches the valuation's address, or its district.
    const unmatched = await collateral(b3, '测试路3号');
    const elsewhere = await collateral(b3, '测试路6号');
    const unmatchedValuations = [await valuation(unmatched, '某个不相干的地址'), await valuation(elsewhere, '海淀区测试路6号', '110108')];
    await deleteCollateral(unmatched);
    await deleteCollateral(elsewhere);
    await collateral(b3, '测试路3号');
    await collateral(b3, '测试路6号');
    // Healthy and loose valuations.
    const current = await collateral(b3, '测试路4号');
    const healthy = await valuation(current, '北京市朝阳区测试路4号');
    const loose = await valuation(null, '北京市朝阳区测试路5号');

    await database.migrate();

    for (const v of editedValuations) expect(await collateralOf(v)).toBe(String(replacement));
    for (const v of [ambiguous, ...unmatchedValuations]) expect(await collateralOf(v)).toBeNull();
    expect(await collateralOf(healthy)).toBe(String(current));
    expect(await collateralOf(loose)).toBeNull();

    const listed = await query<{ v: string; former: string; to: string | null; candidates: number[] }>(
      `select valuation_record_id as v, former_mortgage_info_id as former, reattached_to as to, candidates
       from orphaned_valuations order by valuation_record_id`,
    );
    // Only the orphans made above: the demo data has none.
    expect(listed.map((r) => ({ ...r, v: Number(r.v), former: Number(r.former), to: r.to === null ? null : Number(r.to) }))).toEqual([
      ...editedValuations.map((v) => ({ v, former: edited, to: replacement, candidates: [replacement] })),
      { v: ambiguous, former: twice, to: null, candidates },
      { v: unmatchedValuations[0], former: unmatched, to: null, candidates: [] },
      { v: unmatchedValuations[1], former: elsewhere, to: null, candidates: [] },
    ]);
  });

  it('then refuses a valuation of a missing collateral, and the delete of a valued one', async () => {
    await expect(valuation(2_000_000_000, '北京市朝阳区测试路9号')).rejects.toThrow();
    const valued = await collateral(billIds[0]!, '测试路7号');
    await valuation(valued, '北京市朝阳区测试路7号');
    await expect(deleteCollateral(valued)).rejects.toThrow();
    const unvalued = await collateral(billIds[0]!, '测试路8号');
    await deleteCollateral(unvalued);
    expect(await query('select id from bill_mortgages where id = $1', [unvalued])).toEqual([]);
  });
});
