import { AUDIT_API, type EndpointInput, VALUATION_API, VALUATION_MESSAGES as MSG, endpointUrl } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billWithCollateral, uploadImage } from './bill-fixtures';
import { type Caller, asEach } from './helpers/as-user';
import { estimateBody } from './helpers/valuation-body';
import { JPEG } from './helpers/jpeg';
import { inspectPdf, renderPage } from './helpers/pdf-inspect';
import { type TestApp, createTestApp } from './helpers/test-app';

const V = VALUATION_API.endpoints;
// sales (11): mortgage_evaluate + fanggugu_estimate, own records; salesSh: outside sales's scope.
type ReportBody = EndpointInput<typeof V.estimateReport>['body'];

/** The valuation report (spec 001 §7 estimate_report): made from a valuation, a PDF with the CJK font. */
describe('evaluation report over HTTP (built-in provider)', () => {
  let t: TestApp;
  let c: Record<'admin' | 'sales' | 'salesSh', Caller>;
  /** A report request as the test writes it: some are refused on purpose. */
  const report = (body: object) => c.sales.send(V.estimateReport, { body: body as ReportBody });
  /** The download is a file (a PDF), or an envelope when refused: its raw reply is read. */
  const download = (who: Caller) => who.send(V.estimateReportDownload, { query: { externalId } });
  let externalId = '';
  let valuationId = '';

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'sales', 'salesSh');
    const { mortgageInfoId } = await billWithCollateral(t, c.sales.cookie);
    // One online estimate by the salesperson: the report is made from it.
    const estimate = await c.sales.envelope(V.onlineEstimate, { body: estimateBody(mortgageInfoId) });
    expect(estimate.code).toBe(0);
    ({ externalId, valuationId } = estimate.data);
  });
  afterAll(() => t.close());

  const form = {
    certificateNumber: '京(2024)海淀区不动产权第0012345号',
    mortgagor: '张三',
    obligee: '张三',
    landArea: '35.20',
    purpose: '住宅',
  };
  const upload = (content: Buffer, filename = 'photo.jpg') => uploadImage(c.sales, filename, content, 'image/jpeg');

  it('needs a valuation first, and a generated report before download', async () => {
    const res = await report({ ...form, externalId: 'no-such-valuation' });
    expect(res.body).toMatchObject({ code: 400, msg: MSG.valuateFirst });
    const dl = await download(c.sales);
    expect(dl.body).toMatchObject({ code: 400, msg: MSG.queryFirst });
    const blank = await report({ ...form, externalId, certificateNumber: '' });
    expect(blank.body.msg).toBe('房产证/不动产证号不能为空');
  });

  it('refuses a fifth image and non-JPEG images', async () => {
    const id = await upload(JPEG);
    const five = Array.from({ length: 5 }, () => ({ type: '客厅', imageId: id }));
    expect((await report({ ...form, externalId, images: five })).body.msg).toBe(MSG.tooManyImages);
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64').toString('base64');
    const notJpeg = await report({ ...form, externalId, images: [{ type: '客厅', imageData: gif }] });
    expect(notJpeg.body.msg).toBe(MSG.jpegOnly);
  });

  it('generates a real PDF with the Chinese font embedded, the facts and the images; it renders', async () => {
    const ids = [await upload(JPEG), await upload(JPEG)];
    const res = await c.sales.envelope(V.estimateReport, {
      body: {
        ...form,
        externalId,
        images: [
          { type: '小区大门', imageId: ids[0]!, description: '南门' },
          { type: '客厅', imageId: ids[1]! },
          { type: '房产证', imageData: `data:image/jpeg;base64,${JPEG.toString('base64')}` },
        ],
      },
    });
    expect(res.code).toBe(0);
    const data = res.data;
    expect(res.msg).toBe(MSG.reportGenerated);
    expect(data.fileUrl).toBe(endpointUrl(V.estimateReportDownload, undefined, { externalId }));

    const dl = (await download(c.sales)).res;
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
    const info = await c.sales.envelope(V.estimateInfo, { query: { valuationId } });
    expect(info.code).toBe(0);
    expect(info.data!.reportStatus).toBe('generated');
    // Someone outside the valuer's scope can neither generate nor download it.
    expect((await download(c.salesSh)).body.msg).toBe(MSG.queryFirst);
    // The one download that happened is in the audit log, by the salesperson.
    const downloads = (await c.admin.call(AUDIT_API.endpoints.list, { query: { entity: 'valuation-report', action: 'download' } })).list;
    expect(downloads.map((d) => d.entityId)).toEqual([String(valuationId)]);
  });
});
