import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { optionalParam } from '../borrower/registry-common';
import { CITY_AREA_CODES } from '../org/org.constants';
import { isoDate } from '../validation/primitives';

/** /paymentRecordManage/afterLoanCertificate [certificate_statistics] (spec 001 §2). */
export const CERTIFICATE_STATISTICS_PERMISSION = 'certificate_statistics';

/** The date range (Shanghai business dates, both ends included) and the area; all optional. */
export const certificateStatisticsQuery = z
  .object({
    from: optionalParam(isoDate()),
    to: optionalParam(isoDate()),
    areaCode: optionalParam(z.enum(CITY_AREA_CODES, { error: '区域不存在' })),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['to'] });
export type CertificateStatisticsQuery = z.infer<typeof certificateStatisticsQuery>;

/**
 * One area's month (decision 0045): mortgage registrations recorded by warrant staff (each a
 * certificate of other rights received), and the property and mortgage certificates the archive
 * holds (recorded, not deleted).
 */
export const certificateStatisticsRow = z.object({
  month: z.string(),
  areaCode: z.string(),
  registrations: z.number().int(),
  propertyCertificates: z.number().int(),
  mortgageCertificates: z.number().int(),
  total: z.number().int(),
});
export type CertificateStatisticsRow = z.infer<typeof certificateStatisticsRow>;
export const certificateStatisticsReply = z.object({
  rows: z.array(certificateStatisticsRow),
  totals: certificateStatisticsRow.omit({ month: true, areaCode: true }),
});
export type CertificateStatisticsReply = z.infer<typeof certificateStatisticsReply>;

export const CERTIFICATE_STATISTICS_API = contract('certificate-statistics', {
  statistics: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/afterLoanCertificate/statistics',
    access: { permission: CERTIFICATE_STATISTICS_PERMISSION, dataScope: 'scoped' },
    query: certificateStatisticsQuery,
    reply: certificateStatisticsReply,
  }),
});
