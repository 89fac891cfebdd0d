import { VALUATION_MESSAGES as MSG, VALUATION_API } from '@lc/shared';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billWithCollateral } from './bill-fixtures';
import { type Caller, as } from './helpers/as-user';
import { ManualClock } from './helpers/manual-clock';
import { type TestApp, createTestApp } from './helpers/test-app';

const V = VALUATION_API.endpoints;
const JOB = 'valuation-further-result';

type Job = { id: string; state: string; start_after: string; created_on: string };

describe('further provider (zgl): the result comes through a delayed job, never before 10 minutes', () => {
  let t: TestApp;
  let riskHead: Caller; // role 30: holds zgl_enquiry (riskStaff, role 31, does not)
  const clock = new ManualClock();
  const body = {
    cityCode: '610100',
    cityName: '西安市',
    areaCode: '610113',
    areaName: '雁塔区',
    propertyType: 1,
    thirdProperty: 'C6101131',
    address: '西安市雁塔区和平路18号3-1-1201',
    buildArea: '101.30',
    completionYear: 2008,
    currentFloor: 12,
    totalFloor: 18,
    mortgageInfoId: 0, // a salesperson's collateral, set once the bill exists
  };
  const enquire = (input: typeof body & { caseId?: string }) => riskHead.envelope(V.zglEnquiry, { body: input });
  const resultOf = (caseId: string) => riskHead.envelope(V.zglEnquiryResult, { params: { id: caseId } });
  const jobsOf = async (caseId: string) =>
    (
      await t.database.executeSql(
        `select id, state, start_after::text, created_on::text from pgboss.job where name = $1 and data->>'caseId' = $2 order by created_on`,
        [JOB, caseId],
      )
    ).rows as Job[];
  /** Makes the queued job due now (as if the real 10 minutes had passed) and waits for the worker. */
  const runDueJob = async (caseId: string) => {
    const before = (await jobsOf(caseId)).length;
    await t.database.executeSql(
      `update pgboss.job set start_after = now() where name = $1 and data->>'caseId' = $2 and state = 'created'`,
      [JOB, caseId],
    );
    const end = Date.now() + 30_000;
    for (;;) {
      const jobs = await jobsOf(caseId);
      if (jobs.filter((j) => j.state === 'completed').length >= before) return jobs;
      if (Date.now() > end) throw new Error(`job not run: ${JSON.stringify(jobs)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    riskHead = await as(t, 'riskHead');
    // The collateral's salesperson (Beijing; the director reads every bill).
    body.mortgageInfoId = (await billWithCollateral(t, (await as(t, 'sales')).cookie)).mortgageInfoId;
  });
  afterAll(() => t.close());

  it('offers districts and third-level properties; the area comes first', async () => {
    const districts = await riskHead.envelope(V.zglDistrict, { params: { id: '610100' } });
    expect(districts.code).toBe(0);
    expect(districts.data.map((d) => d.areaName)).toEqual(['雁塔区', '莲湖区', '碑林区']);
    const props = await riskHead.call(V.zglProperty, { body: { cityCode: '610100', areaCode: '610113' } });
    expect(props.map((p) => p.thirdProperty)).toEqual(['C6101131', 'C6101132']);
    const noArea = await riskHead.send(V.zglProperty, { body: { cityCode: '610100', areaCode: '' } });
    expect(noArea.body.msg).toBe('请先选择区域');
    const floors = await riskHead.send(V.zglEnquiry, { body: { ...body, currentFloor: 20 } });
    expect(floors.body.msg).toBe('楼层不能大于总楼层');
    expect((await (await as(t, 'riskStaff')).send(V.zglDistrict, { params: { id: '610100' } })).status).toBe(403);
  });

  it('submits, shows the notice on a repeat, and settles only when the clock reaches 10 minutes', async () => {
    const submitted = await enquire(body);
    expect(submitted).toMatchObject({ code: 0, msg: MSG.enquirySubmitted, data: { status: 'pending', repeated: false, unitPrice: null } });
    const { caseId } = submitted.data;
    expect(caseId).toMatch(/^ZGL\d{8}[0-9A-F]{10}$/);
    expect(new Date(submitted.data.availableAt).getTime() - clock.now().getTime()).toBe(10 * 60_000);

    // The job waits (in pg-boss) until the same 10 minutes are up.
    const [job] = await jobsOf(caseId);
    expect(job!.state).toBe('created');
    expect(new Date(job!.start_after).getTime() - clock.now().getTime()).toBeGreaterThan(10 * 60_000 - 5_000);

    // A repeat with the same address and caseId, no result yet: the notice, the same case.
    const repeat = await enquire({ ...body, caseId });
    expect(repeat).toMatchObject({ code: 0, msg: MSG.enquiryPending, data: { caseId, repeated: true, status: 'pending' } });
    const history = async () => (await riskHead.call(V.history, { params: { mortgageInfoId: body.mortgageInfoId } })).list;
    expect(await history()).toHaveLength(1);

    // 9 minutes on: even if the worker runs the job, it does not settle; it waits again.
    clock.advance(9 * 60);
    const afterEarlyRun = await runDueJob(caseId);
    expect(afterEarlyRun.some((j) => j.state === 'created')).toBe(true);
    const early = await resultOf(caseId);
    expect(early).toMatchObject({ code: 0, msg: MSG.enquiryPending, data: { status: 'pending', unitPrice: null } });

    // 10 minutes on: the job asks the (built-in) provider and fills the record in.
    clock.advance(60);
    await runDueJob(caseId);
    const done = await resultOf(caseId);
    expect(done.msg).toBe(MSG.querySucceeded);
    expect(done.data.status).toBe('done');
    expect(done.data.unitPrice).toMatch(/^\d+\.00$/);
    expect(done.data.totalPrice).toBe(
      new Decimal(done.data.unitPrice!).times('101.30').div(10000).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    );
    expect(done.data.assessExplain).toContain('内置估价模型');
    expect((await history())[0]).toMatchObject({ channel: 'further', price: done.data.unitPrice });

    // Now a repeat returns the result, and a different address is a new case.
    const again = await enquire({ ...body, caseId });
    expect(again).toMatchObject({ msg: MSG.querySucceeded, data: { caseId, repeated: false, status: 'done' } });
    const other = await enquire({ ...body, caseId, address: '西安市雁塔区和平路18号3-1-1202' });
    expect(other.data.caseId).not.toBe(caseId);
  });

  it('unknown case ids are not found', async () => {
    const res = await riskHead.send(V.zglEnquiryResult, { params: { id: 'ZGL0000' } });
    expect(res.status).toBe(404);
  });
});
