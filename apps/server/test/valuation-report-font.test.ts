import { VALUATION_MESSAGES as MSG } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

describe('evaluation report without a CJK font', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { VALUATION_REPORT_FONT: '/nonexistent/NotoSansCJK-Regular.ttc' } });
  });
  afterAll(() => t.close());

  it('fails with a clear message instead of a PDF with boxes for text', async () => {
    const cookie = await t.login('13800000011');
    const estimate = await t.call({
      method: 'POST',
      url: '/api/fanggugu/v2/online_estimate',
      cookie,
      payload: {
        cityCode: '420100',
        cityName: '武汉市',
        areaId: '420106',
        houseType: 1,
        communityId: 'C4201061',
        buildingArea: '90',
        buildYear: 2005,
      },
    });
    expect(estimate.json().code).toBe(0);
    const res = await t.call({
      method: 'POST',
      url: '/api/fanggugu/v2/estimate_report',
      cookie,
      payload: { externalId: estimate.json().data.externalId, certificateNumber: '鄂(2024)武汉市不动产权第1号' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 500, msg: MSG.fontMissing, data: { tried: ['/nonexistent/NotoSansCJK-Regular.ttc'] } });
  });
});
