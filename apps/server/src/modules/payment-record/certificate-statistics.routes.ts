import { CERTIFICATE_STATISTICS_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import type { createCertificateStatistics } from './certificate-statistics.service';

/** /paymentRecordManage/afterLoanCertificate's one call. */
export async function certificateStatisticsRoutes(app: FastifyInstance, statistics: ReturnType<typeof createCertificateStatistics>) {
  serveContract(app, CERTIFICATE_STATISTICS_API, { statistics: ({ user, query }) => statistics(user, query) });
}
