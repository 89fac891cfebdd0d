import { type EncryptRecordReply, SENSITIVE_API } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { type Domain, request } from '@/lib/http';

export type MaskedRecord = { entity: string; id: string | number };

/** The masked values of the record's fields (never cached beyond the open modal). */
export const maskedFieldsQuery = ({ entity, id }: MaskedRecord) =>
  queryOptions({
    queryKey: ['masked-data', entity, String(id)] as const,
    queryFn: ({ signal }) => call(SENSITIVE_API.endpoints.maskedFields, { query: { entity, id: String(id) } }, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * Spec 001 §7 "Masked data: generic GET to a caller-supplied path with params; reads data.data".
 * Silent: throttling (429) and a refused field (400) are shown inside the modal.
 */
export async function revealField(path: string, params: Record<string, string>, domain: Domain = 'default'): Promise<string | null> {
  const reply = await request<EncryptRecordReply>({ domain, path, params, silent: true });
  return reply.data;
}

export const DEFAULT_REVEAL_PATH = SENSITIVE_API.endpoints.reveal.path;
