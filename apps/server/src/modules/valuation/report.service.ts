import type { Readable } from 'node:stream';
import Decimal from 'decimal.js';
import {
  type EstimateReportBody,
  PROPERTY_TYPES,
  REPORT_IMAGE_MAX_BYTES,
  VALUATION_CHANNEL_TEXT,
  VALUATION_API,
  endpointUrl,
  message,
  VALUATION_PERMISSION,
  type ValuationChannel,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { type KeyedMessage, Validation, keyed } from '../../lib/errors';
import type { FileStorage } from '../../lib/file-storage';
import { type Clock, shanghaiTime } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { renderReportPdf, resolveReportFont } from './report-pdf.adapter';
import type { ImageReader } from './uploaded-image.service';
import { type ValuationRow, valuationRepository as repo } from './valuation.repository';

type Deps = { db: Db; clock: Clock; files: FileStorage; readImage: ImageReader; reportFont: string | undefined };

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const REPORT_FIELDS: [keyof EstimateReportBody, string][] = [
  ['certificateNumber', '房产证/不动产证号'],
  ['stateOwnedLandUseRightCertificateNumber', '国有土地使用权证号'],
  ['agency', '评估机构'],
  ['mortgagor', '抵押人'],
  ['obligee', '权利人'],
  ['landArea', '土地面积（㎡）'],
  ['purpose', '用途'],
  ['ownershipCategory', '权属类别'],
  ['endTime', '土地终止日期'],
  ['assetType', '资产类型'],
  ['landCertificateNumber', '土地证号'],
  ['wayOfAcquiring', '取得方式'],
  ['rightCertificationcode', '不动产权证书编码'],
  ['ownershipType', '所有权类型'],
  ['ownershipDescription', '权属说明'],
];

/** Evaluation reports: generated from a valuation (externalId), stored, downloaded. */
export function createReportService({ db, clock, files, readImage, reportFont }: Deps) {
  const visibleRecord = async (user: SessionUser, externalId: string, missing: KeyedMessage) => {
    const row = await repo.byExternalId(db, externalId);
    if (!row || !(await repo.visible(db, scopeFor(user, VALUATION_PERMISSION.estimate), row.id))) throw new Validation(missing);
    return row;
  };

  async function imagesOf(user: SessionUser, body: EstimateReportBody) {
    const ids = body.images.flatMap((i) => (i.imageId ? [i.imageId] : []));
    if (new Set(ids).size !== ids.length) throw new Validation(keyed('valuationOneImagePerSlot'));
    const out: { type: string; description: string; jpeg: Buffer }[] = [];
    for (const image of body.images) {
      const bytes = image.imageId
        ? await readImage(user, image.imageId)
        : Buffer.from((image.imageData ?? '').replace(/^data:image\/\w+;base64,/, ''), 'base64');
      if (!isJpeg(bytes)) throw new Validation(keyed('valuationJpegOnly'));
      if (bytes.length > REPORT_IMAGE_MAX_BYTES) throw new Validation(keyed('valuationImageTooLarge'));
      out.push({ type: image.type, description: image.description ?? '', jpeg: bytes });
    }
    return out;
  }

  const factsOf = (row: ValuationRow): [string, string][] => [
    ['城市', row.cityName ?? ''],
    ['区县', row.areaName ?? row.areaId ?? ''],
    ['小区', row.communityName ?? ''],
    ['楼栋/单元/房号', [row.buildingName, row.houseName].filter(Boolean).join(' ')],
    ['房产地址', row.address ?? ''],
    ['物业类型', PROPERTY_TYPES.find((p) => p.value === row.houseType)?.name ?? ''],
    ['建筑面积（㎡）', row.buildingArea ?? ''],
    ['建成年份', row.buildYear ? String(row.buildYear) : ''],
  ];

  return {
    async generate(user: SessionUser, body: EstimateReportBody, actor: AuditActor) {
      const row = await visibleRecord(user, body.externalId, keyed('valuationValuateFirst'));
      if (!row.price || !row.totalPrice) throw new Validation(keyed('valuationValuateFirst'));
      const images = await imagesOf(user, body);
      // After the input checks: bad input is a 4xx whatever the server's font.
      const font = resolveReportFont(reportFont);
      const { images: _images, externalId: _ext, ...form } = body;
      const pdf = await renderReportPdf(
        {
          title: '房地产抵押估价报告',
          generatedAt: shanghaiTime(clock.now()),
          sections: [
            {
              heading: '估价结果',
              rows: [
                ['估价单价（元/㎡）', new Decimal(row.price).toFixed(2)],
                ['估价总价（万元）', new Decimal(row.totalPrice).toFixed(2)],
                ['估价日期', row.priceDate ?? ''],
                ['估价渠道', VALUATION_CHANNEL_TEXT[row.channel as ValuationChannel]?.['zh-CN'] ?? row.channel],
                ['估价编号', row.valuationId],
                ['估价人', row.valuedByName],
              ],
            },
            { heading: '房产信息', rows: factsOf(row) },
            { heading: '权属信息', rows: REPORT_FIELDS.map(([key, label]) => [label, String(form[key as keyof typeof form] ?? '')]) },
          ],
          images,
        },
        font,
      );
      const now = clock.now();
      const storageKey = `reports/${now.toISOString().slice(0, 7).replace('-', '/')}/${row.valuationId}.pdf`;
      await files.put(storageKey, pdf);
      await db.transaction(async (tx) => {
        await repo.saveReport(tx, { valuationRecordId: row.id, storageKey, size: pdf.length, form, createdBy: user.id });
        await recordAudit(tx, actor, {
          entity: 'valuation-report',
          entityId: row.valuationId,
          action: 'generate',
          after: { ...form, images: images.length },
        });
      });
      return {
        fileUrl: endpointUrl(VALUATION_API.endpoints.estimateReportDownload, undefined, { externalId: body.externalId }),
        status: message('valuationReportGenerated', 'zh-CN'),
      };
    },

    /** The stored PDF; every download is audited (the report carries the owner's personal data). */
    async download(
      user: SessionUser,
      externalId: string,
      actor: AuditActor,
    ): Promise<{ stream: Readable; size: number; fileName: string }> {
      const row = await visibleRecord(user, externalId, keyed('valuationQueryFirst'));
      const report = await repo.reportOf(db, row.id);
      if (!report) throw new Validation(keyed('valuationQueryFirst'));
      await recordAudit(db, actor, { entity: 'valuation-report', entityId: row.valuationId, action: 'download' });
      return { stream: await files.get(report.storageKey), size: report.size, fileName: `估价报告-${row.valuationId}.pdf` };
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
