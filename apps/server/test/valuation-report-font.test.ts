import { createRequire } from 'node:module';
import { type EndpointInput, VALUATION_MESSAGES as MSG, VALUATION_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './helpers/as-user';
import { inspectPdf } from './helpers/pdf-inspect';
import { type TestApp, createTestApp } from './helpers/test-app';

const ESTIMATE = {
  cityCode: '420100',
  cityName: '武汉市',
  areaId: '420106',
  houseType: 1,
  communityId: 'C4201061',
  buildingArea: '90',
  buildYear: 2005,
};
const FORM = { certificateNumber: '鄂(2024)武汉市不动产权第1号' };
const V = VALUATION_API.endpoints;
type ReportInput = Partial<EndpointInput<typeof V.estimateReport>['body']>;

/** A salesperson's valuation, ready for a report. */
async function valuation(t: TestApp) {
  const sales = await as(t, 'sales');
  const estimate = await sales.envelope(V.onlineEstimate, { body: ESTIMATE });
  expect(estimate.code).toBe(0);
  const report = (payload: ReportInput) =>
    sales.send(V.estimateReport, { body: { externalId: estimate.data.externalId, ...FORM, ...payload } });
  return { cookie: sales.cookie, report };
}

describe('evaluation report with VALUATION_REPORT_FONT set to a missing file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { VALUATION_REPORT_FONT: '/nonexistent/NotoSansCJK-Regular.ttc' } });
  });
  afterAll(() => t.close());

  it('fails with a clear message instead of a PDF with boxes for text', async () => {
    const res = await (await valuation(t)).report({});
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ code: 500, msg: MSG.fontMissing, data: { tried: ['/nonexistent/NotoSansCJK-Regular.ttc'] } });
  });

  it('still answers bad input as bad input (400), not as the missing font', async () => {
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64').toString('base64');
    const res = await (await valuation(t)).report({ images: [{ type: '客厅', imageData: gif }] });
    expect(res.body).toMatchObject({ code: 400, msg: MSG.jpegOnly });
  });
});

describe('evaluation report with VALUATION_REPORT_FONT set to another font', () => {
  const bold = createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { VALUATION_REPORT_FONT: bold } });
  });
  afterAll(() => t.close());

  it('embeds that font instead of the bundled regular face', async () => {
    const { cookie, report } = await valuation(t);
    const res = await report({});
    expect(res.body.code, res.res.body).toBe(0);
    // The file's URL is the one the server answered with: fetched as given.
    const pdf = await t.call({ method: 'GET', url: res.reply!.fileUrl, cookie });
    const inspection = inspectPdf(pdf.rawPayload);
    expect(inspection.fonts.map((f) => f.name)).toEqual([expect.stringMatching(/\+NotoSansSC-Bold$/)]);
    expect(inspection.text).toContain('鄂(2024)武汉市不动产权第1号');
  });
});
