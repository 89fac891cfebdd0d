import {
  CHANNEL_TEMPLATE_API,
  COMPOSITE_TEMPLATE_API,
  CONTRACT_API,
  type ContractInput,
  type ContractSignBody,
  type TemplateInput,
  type TemplateKind,
  type TemplateUpdate,
  endpointUrl,
} from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';
import { ApiError } from '@/lib/http';

const api = CONTRACT_API.endpoints;
const templateApi = (kind: TemplateKind) => (kind === 'composite' ? COMPOSITE_TEMPLATE_API : CHANNEL_TEMPLATE_API).endpoints;

export const CONTRACT_LIST = listSource(api.list);
export const TEMPLATE_LISTS = { composite: listSource(templateApi('composite').list), channel: listSource(templateApi('channel').list) };

export const contractKeys = {
  all: ['contract'] as const,
  options: ['contract', 'options'] as const,
  detail: (id: number): readonly (string | number)[] => ['contract', 'detail', id],
  pdf: (id: number): readonly (string | number)[] => ['contract', 'pdf', id],
  template: (kind: TemplateKind, id: number): readonly (string | number)[] => ['contract', 'template', kind, id],
};

/** After a write: the lists, their remembered totals and the details are read again. */
export const refreshContracts = (client: QueryClient) =>
  refreshAfterWrite(client, [CONTRACT_LIST, TEMPLATE_LISTS.composite, TEMPLATE_LISTS.channel], [contractKeys.all]);

export const contractOptionsQuery = queryOptions({
  queryKey: contractKeys.options,
  queryFn: ({ signal }) => call(api.options, {}, { signal }),
});
export const contractQuery = (id: number) =>
  queryOptions({ queryKey: contractKeys.detail(id), queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }) });
export const templateQuery = (kind: TemplateKind, id: number) =>
  queryOptions({
    queryKey: contractKeys.template(kind, id),
    queryFn: ({ signal }) => call(templateApi(kind).detail, { params: { id } }, { signal }),
  });

/** The stored PDF (what will be signed) as a blob, for the preview frame. */
export const contractPdfQuery = (id: number) =>
  queryOptions({
    queryKey: contractKeys.pdf(id),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const response = await fetch(endpointUrl(api.pdf, { id }), {
        credentials: 'same-origin',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        signal,
      });
      if (!response.ok || !response.headers.get('content-type')?.includes('pdf')) {
        const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
        throw new ApiError(envelope?.msg || `HTTP ${response.status}`, response.status, response.status);
      }
      return response.blob();
    },
  });

export const createContract = (body: ContractInput) => call(api.create, { body }, { silent: true });
export const approveContract = (id: number, flowVersion: number) => call(api.approve, { params: { id }, body: { flowVersion } });
export const rejectContract = (id: number, flowVersion: number, comment: string) =>
  call(api.reject, { params: { id }, body: { flowVersion, comment } }, { silent: true });
export const signContract = (id: number, body: ContractSignBody) => call(api.sign, { params: { id }, body }, { silent: true });
export const createTemplate = (kind: TemplateKind, body: TemplateInput) => call(templateApi(kind).create, { body }, { silent: true });
export const updateTemplate = (kind: TemplateKind, id: number, body: TemplateUpdate) =>
  call(templateApi(kind).update, { params: { id }, body }, { silent: true });
