import { VALUATION_MESSAGES as MSG, type ValuationRecord } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billWithCollateral } from './bill-fixtures';
import { estimateBody } from './helpers/valuation-body';
import { multipart } from './helpers/multipart';
import { JPEG } from './helpers/jpeg';
import { inspectPdf, renderPage } from './helpers/pdf-inspect';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const SALES = '13800000011'; // role 11: mortgage_evaluate + fanggugu_estimate, own records
const SALES_SH = '13800000211'; // another salesperson (Shanghai): outside SALES's scope

/** The valuation report (spec 001 §7 estimate_report): made from a valuation, a PDF with the CJK font. */
describe('evaluation report over HTTP (built-in provider)', () => {
  let t: TestApp;
  const c: Record<string, string> = {};
  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.call({ method, url: `/api${url}`, cookie: c[who], ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok0 = async (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { code: number; msg: string; data: unknown };
    expect(body.code).toBe(0);
    return body;
  };
  let externalId = '';
  let valuationId = '';

  beforeAll(async () => {
    t = await createTestApp();
    for (const who of [ADMIN, SALES, SALES_SH]) c[who] = await t.login(who);
    const { mortgageInfoId } = await billWithCollateral(t, c[SALES]!);
    // One online estimate by the salesperson: the report is made from it.
    const estimate = await ok0(SALES, 'POST', '/fanggugu/v2/online_estimate', estimateBody(mortgageInfoId));
    ({ externalId, valuationId } = estimate.data as { externalId: string; valuationId: string });
  });
  afterAll(() => t.close());

  const form = {
    certificateNumber: '京(2024)海淀区不动产权第0012345号',
    mortgagor: '张三',
    obligee: '张三',
    landArea: '35.20',
    purpose: '住宅',
  };
  const upload = async (content: Buffer, filename = 'photo.jpg') => {
    const res = await t.call({
      method: 'POST',
      url: '/api/upload/v2/image',
      cookie: c[SALES],
      ...multipart({ field: 'upload_file', filename, content, type: 'image/jpeg' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: string }).id;
  };

  it('needs a valuation first, and a generated report before download', async () => {
    const res = await call(SALES, 'POST', '/fanggugu/v2/estimate_report', { ...form, externalId: 'no-such-valuation' });
    expect(res.json()).toMatchObject({ code: 400, msg: MSG.valuateFirst });
    const dl = await call(SALES, 'GET', `/fanggugu/v2/estimate_report/download?externalId=${externalId}`);
    expect(dl.json()).toMatchObject({ code: 400, msg: MSG.queryFirst });
    const blank = await call(SALES, 'POST', '/fanggugu/v2/estimate_report', { ...form, externalId, certificateNumber: '' });
    expect(blank.json().msg).toBe('房产证/不动产证号不能为空');
  });

  it('refuses a fifth image and non-JPEG images', async () => {
    const id = await upload(JPEG);
    const five = Array.from({ length: 5 }, () => ({ type: '客厅', imageId: id }));
    expect((await call(SALES, 'POST', '/fanggugu/v2/estimate_report', { ...form, externalId, images: five })).json().msg).toBe(
      MSG.tooManyImages,
    );
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64').toString('base64');
    const notJpeg = await call(SALES, 'POST', '/fanggugu/v2/estimate_report', {
      ...form,
      externalId,
      images: [{ type: '客厅', imageData: gif }],
    });
    expect(notJpeg.json().msg).toBe(MSG.jpegOnly);
  });

  it('generates a real PDF with the Chinese font embedded, the facts and the images; it renders', async () => {
    const ids = [await upload(JPEG), await upload(JPEG)];
    const res = await ok0(SALES, 'POST', '/fanggugu/v2/estimate_report', {
      ...form,
      externalId,
      images: [
        { type: '小区大门', imageId: ids[0], description: '南门' },
        { type: '客厅', imageId: ids[1] },
        { type: '房产证', imageData: `data:image/jpeg;base64,${JPEG.toString('base64')}` },
      ],
    });
    const data = res.data as { fileUrl: string; status: string };
    expect(res.msg).toBe(MSG.reportGenerated);
    expect(data.fileUrl).toBe(`/api/fanggugu/v2/estimate_report/download?externalId=${externalId}`);

    const dl = await t.call({ method: 'GET', url: data.fileUrl, cookie: c[SALES] });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    const pdf = dl.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const report = inspectPdf(pdf);
    expect(report.pageCount).toBe(2); // the facts, then the images
    expect(report.text).toContain('房地产抵押估价报告');
    expect(report.text).toContain('海淀家园（演示）');
    expect(report.text).toContain('京(2024)海淀区不动产权第0012345号');
    expect(report.text).toContain('小区大门：南门');
    // The bundled Noto Sans SC, embedded as a subset (the file is ~10 MB, the report is not).
    expect(report.fonts).toEqual([{ name: expect.stringMatching(/^[A-Z]{6}\+NotoSansSC-Regular$/), embedded: true, subset: true }]);
    expect(pdf.length).toBeLessThan(200_000);
    expect(report.images).toHaveLength(3);
    for (const image of report.images)
      expect(image).toMatchObject({ page: 2, filters: ['DCTDecode'], jpegBytes: true, width: 24, height: 16 });
    // Page 1 drawn: the heading's band (top margin 50 pt, 20 pt type) is inked, the margin above it is not.
    const page1 = renderPage(pdf, 0, 72);
    expect(page1.darkPixels({ x: 50, y: 50, w: 495, h: 26 })).toBeGreaterThan(300);
    expect(page1.darkPixels({ x: 0, y: 0, w: 595, h: 45 })).toBe(0);
    const info = (await ok0(SALES, 'GET', `/fanggugu/v2/estimate/info?valuationId=${valuationId}`)).data as ValuationRecord;
    expect(info.reportStatus).toBe('generated');
    // Someone outside the valuer's scope can neither generate nor download it.
    expect((await t.call({ method: 'GET', url: data.fileUrl, cookie: c[SALES_SH] })).json().msg).toBe(MSG.queryFirst);
    // The one download that happened is in the audit log, by the salesperson.
    const audit = await call(ADMIN, 'GET', '/v1/admin/audit?entity=valuation-report&action=download');
    const downloads = (audit.json().data as { list: { entityId: string; actorId: number | null }[] }).list;
    expect(downloads.map((d) => d.entityId)).toEqual([String(valuationId)]);
  });
});
