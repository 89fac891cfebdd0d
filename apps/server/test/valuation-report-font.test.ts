import { createRequire } from 'node:module';
import { VALUATION_MESSAGES as MSG } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A salesperson's valuation, ready for a report. */
async function valuation(t: TestApp) {
  const cookie = await t.login('13800000011');
  const estimate = await t.call({ method: 'POST', url: '/api/fanggugu/v2/online_estimate', cookie, payload: ESTIMATE });
  expect(estimate.json().code).toBe(0);
  const report = (payload: object) =>
    t.call({
      method: 'POST',
      url: '/api/fanggugu/v2/estimate_report',
      cookie,
      payload: { externalId: estimate.json().data.externalId, ...FORM, ...payload },
    });
  return { cookie, report };
}

describe('evaluation report with VALUATION_REPORT_FONT set to a missing file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { VALUATION_REPORT_FONT: '/nonexistent/NotoSansCJK-Regular.ttc' } });
  });
  afterAll(() => t.close());

  it('fails with a clear message instead of a PDF with boxes for text', async () => {
    const res = await (await valuation(t)).report({});
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 500, msg: MSG.fontMissing, data: { tried: ['/nonexistent/NotoSansCJK-Regular.ttc'] } });
  });

  it('still answers bad input as bad input (400), not as the missing font', async () => {
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64').toString('base64');
    const res = await (await valuation(t)).report({ images: [{ type: '客厅', imageData: gif }] });
    expect(res.json()).toMatchObject({ code: 400, msg: MSG.jpegOnly });
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
    expect(res.json().code, res.body).toBe(0);
    const pdf = await t.call({ method: 'GET', url: res.json().data.fileUrl, cookie });
    const inspection = inspectPdf(pdf.rawPayload);
    expect(inspection.fonts.map((f) => f.name)).toEqual([expect.stringMatching(/\+NotoSansSC-Bold$/)]);
    expect(inspection.text).toContain('鄂(2024)武汉市不动产权第1号');
  });
});
