import type { FirmAction, FirmDetail, FirmInput, FirmUpdate } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';

export const FIRM_LIST_URL = '/v1/firm/list';

export const firmKeys = { all: ['firm'] as const, detail: (id: number) => ['firm', 'detail', id] as const };

export const firmDetailQuery = (id: number) =>
  queryOptions({ queryKey: firmKeys.detail(id), queryFn: ({ signal }) => request<FirmDetail>({ path: `/v1/firm/${id}`, signal }) });

export const createFirm = (body: FirmInput) => request<{ id: number }>({ method: 'POST', path: '/v1/firm', body, silent: true });
export const updateFirm = (id: number, body: FirmUpdate) => request<null>({ method: 'PUT', path: `/v1/firm/${id}`, body, silent: true });

/** Enable or disable (a transition); a 409 (someone acted first) is shown by the error catalogue. */
export const runFirmAction = (id: number, action: FirmAction, reason?: string) =>
  request<{ status: number; version: number }>({
    method: 'POST',
    path: `/v1/firm/${id}/actions/${action}`,
    body: reason ? { reason } : {},
  });
