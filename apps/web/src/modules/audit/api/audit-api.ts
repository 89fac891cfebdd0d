import { AUDIT_API, AUDIT_EXPORT } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const auditKeys = { list: (params: Record<string, string>) => ['audit', 'list', params] as const };

export const auditListQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => call(AUDIT_API.endpoints.list, { query: params }, { signal }),
    placeholderData: (prev) => prev,
  });

/** The export button's path: the export module serves the audit list as a file there. */
export const AUDIT_EXPORT_PATH = AUDIT_EXPORT.path;
