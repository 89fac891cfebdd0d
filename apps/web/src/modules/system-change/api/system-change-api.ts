import { SYSTEM_CHANGE_API, type SystemChangeInput } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = SYSTEM_CHANGE_API.endpoints;

export const SYSTEM_CHANGE_LIST = listSource(api.list);
export const SYSTEM_CHANGE_VERSION_LIST = listSource(api.versions);

export const systemChangeKeys = {
  all: ['system-change'] as const,
  options: ['system-change', 'options'] as const,
  detail: (id: number) => ['system-change', 'detail', id] as const,
};

/** After a write: both lists, their remembered totals and the details are read again. */
export const refreshSystemChanges = (client: QueryClient) =>
  refreshAfterWrite(client, [SYSTEM_CHANGE_LIST, SYSTEM_CHANGE_VERSION_LIST], [systemChangeKeys.all]);

export const systemChangeOptionsQuery = queryOptions({
  queryKey: systemChangeKeys.options,
  queryFn: ({ signal }) => call(api.options, {}, { signal }),
});
export const systemChangeDetailQuery = (id: number) =>
  queryOptions({ queryKey: systemChangeKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });

/** The form shows its refusals itself (silent); an approval shows its own (a 409 names the moved bill). */
export const createSystemChange = (body: SystemChangeInput) => call(api.create, { body }, { silent: true });
export const approveSystemChange = (id: number, flowVersion: number) => call(api.approve, { params: { id }, body: { flowVersion } });
export const rejectSystemChange = (id: number, flowVersion: number, comment: string) =>
  call(api.reject, { params: { id }, body: { flowVersion, comment } }, { silent: true });
