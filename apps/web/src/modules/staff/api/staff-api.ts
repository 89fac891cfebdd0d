import { STAFF_API, type StaffCreateBody, type StaffUpdateBody, endpointUrl } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';

const api = STAFF_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const STAFF_LIST = listSource(api.list);

export const staffKeys = { grantOptions: ['staff', 'grant-options'] as const };

/** After a save or an import: the staff list is read again, with its count (an import adds rows). */
export const refreshStaffList = (client: QueryClient) => refreshAfterWrite(client, [STAFF_LIST]);

/** What the staff form may offer the signed-in user; the rest it greys out. */
export const grantOptionsQuery = queryOptions({
  queryKey: staffKeys.grantOptions,
  queryFn: ({ signal }) => call(api.grantOptions, {}, { signal }),
});

export const createStaff = (body: StaffCreateBody) => call(api.create, { body }, { silent: true });
export const updateStaff = (id: number, body: StaffUpdateBody) => call(api.update, { params: { id }, body }, { silent: true });
export const resetPassword = (id: number, password: string) =>
  call(api.resetPassword, { params: { id }, body: { password } }, { silent: true });

/** The Excel import, for the upload button (it posts the file itself, multipart). */
export const STAFF_IMPORT = api.import;
/** The template's URL, a plain download link. */
export const STAFF_IMPORT_TEMPLATE_URL = endpointUrl(api.importTemplate);
