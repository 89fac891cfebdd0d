import { CERTIFICATE_STATISTICS_API, type EndpointInput } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CERTIFICATE_LOANS } from '../src/seed/demo-certificates';
import { type Caller, asEach } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

// inLoan (role 42): certificate_statistics, area scope (Beijing); financeHead (role 20): no certificate_statistics.
type Query = EndpointInput<typeof CERTIFICATE_STATISTICS_API.endpoints.statistics>['query'];

type Row = {
  month: string;
  areaCode: string;
  registrations: number;
  propertyCertificates: number;
  mortgageCertificates: number;
  total: number;
};

/** The expected rows, worked out from the seed's table (not from SQL): registrations by their date, documents by theirs, deleted ones left out. */
function expected(areas?: string[]): Row[] {
  const rows = new Map<string, Row>();
  const cell = (areaCode: string, day: string) => {
    const month = day.slice(0, 7);
    const key = `${month}|${areaCode}`;
    if (!rows.has(key)) rows.set(key, { month, areaCode, registrations: 0, propertyCertificates: 0, mortgageCertificates: 0, total: 0 });
    return rows.get(key)!;
  };
  for (const loan of DEMO_CERTIFICATE_LOANS.filter((l) => !areas || areas.includes(l.areaCode))) {
    cell(loan.areaCode, loan.regDate).registrations += 1;
    for (const doc of loan.docs.filter((d) => !d.deleted)) {
      const c = cell(loan.areaCode, doc.day);
      if (doc.docType === 2) c.propertyCertificates += 1;
      else c.mortgageCertificates += 1;
    }
  }
  return [...rows.values()]
    .map((r) => ({ ...r, total: r.registrations + r.propertyCertificates + r.mortgageCertificates }))
    .sort((a, b) => b.month.localeCompare(a.month) || a.areaCode.localeCompare(b.areaCode));
}

describe('after-loan certificate statistics (/paymentRecordManage/afterLoanCertificate)', () => {
  let t: TestApp;
  let c: Record<'admin' | 'inLoan' | 'financeHead', Caller>;
  // An unknown area is sent on purpose (the server must refuse it): the query is cast.
  const stats = (who: Caller, query: Record<string, string>) =>
    who.send(CERTIFICATE_STATISTICS_API.endpoints.statistics, { query: query as Query });
  const RANGE = { from: '2026-06-01', to: '2026-10-31' };

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'inLoan', 'financeHead');
  });
  afterAll(() => t.close());

  it('counts registrations and archived certificates per area and month', async () => {
    const data = (await stats(c.admin, RANGE)).reply!;
    expect(data.rows).toEqual(expected());
    // By hand: 5 registrations, 5 property and 5 mortgage certificates (the deleted one left out).
    expect(data.totals).toEqual({ registrations: 5, propertyCertificates: 5, mortgageCertificates: 5, total: 15 });
    expect(new Set(data.rows.map((r) => r.areaCode))).toEqual(new Set(['BJ_11', 'SH_31', 'XA_61', 'WH_42']));
    expect(data.rows.find((r) => r.month === '2026-07' && r.areaCode === 'SH_31')).toMatchObject({
      registrations: 1,
      propertyCertificates: 1,
      mortgageCertificates: 1,
      total: 3,
    });
  });

  it('filters by area and dates; the range includes both ends', async () => {
    expect((await stats(c.admin, { ...RANGE, areaCode: 'SH_31' })).reply!.rows).toEqual(expected(['SH_31']));
    const oneDay = (await stats(c.admin, { from: '2026-09-02', to: '2026-09-02' })).reply!;
    expect(oneDay.rows).toEqual([
      { month: '2026-09', areaCode: 'SH_31', registrations: 0, propertyCertificates: 1, mortgageCertificates: 1, total: 2 },
    ]);
    const bad = await stats(c.admin, { from: '2026-10-01', to: '2026-09-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('开始日期不能晚于结束日期');
    expect((await stats(c.admin, { areaCode: 'XX_00' })).status).toBe(400);
  });

  it('keeps to the data scope: an area-scoped user sees their area only; no code, 403', async () => {
    expect((await stats(c.inLoan, RANGE)).reply!.rows).toEqual(expected(['BJ_11']));
    expect((await stats(c.inLoan, { ...RANGE, areaCode: 'SH_31' })).reply!.rows).toEqual([]);
    expect((await stats(c.financeHead, RANGE)).status).toBe(403);
  });
});
