import { STAFF_API, type StaffCreateBody, type StaffUpdateBody, endpointUrl } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const api = STAFF_API.endpoints;

export const staffKeys = {
  list: (params: Record<string, string>) => ['staff', 'list', params] as const,
  grantOptions: ['staff', 'grant-options'] as const,
};

export const staffListQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: staffKeys.list(params),
    queryFn: ({ signal }) => call(api.list, { query: params }, { signal }),
    placeholderData: (prev) => prev,
  });

/** What the staff form may offer the signed-in user; the rest it greys out. */
export const grantOptionsQuery = queryOptions({
  queryKey: staffKeys.grantOptions,
  queryFn: ({ signal }) => call(api.grantOptions, {}, { signal }),
});

export const createStaff = (body: StaffCreateBody) => call(api.create, { body }, { silent: true });
export const updateStaff = (id: number, body: StaffUpdateBody) => call(api.update, { params: { id }, body }, { silent: true });
export const resetPassword = (id: number, password: string) =>
  call(api.resetPassword, { params: { id }, body: { password } }, { silent: true });

/** The Excel import's path for the upload button (it posts the file itself, multipart). */
export const STAFF_IMPORT_PATH = api.import.path;
/** The template's URL, a plain download link. */
export const STAFF_IMPORT_TEMPLATE_URL = endpointUrl(api.importTemplate);
