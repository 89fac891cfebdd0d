import { CERTIFICATE_STATISTICS_API, type CertificateStatisticsQuery } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The statistics for the filters in the URL. */
export const certificateStatisticsQuery = (query: CertificateStatisticsQuery) =>
  queryOptions({
    queryKey: ['certificate-statistics', query] as const,
    queryFn: ({ signal }) => call(CERTIFICATE_STATISTICS_API.endpoints.statistics, { query }, { signal }),
  });
