import type { AuditRow, GrantOptions, ListReply, RoleGrantRow, StaffCreateBody, StaffRow, StaffUpdateBody } from '@lc/shared';
import { request } from '@/lib/http';

export const adminKeys = {
  staff: (params: Record<string, string>) => ['admin', 'staff', params] as const,
  roles: ['admin', 'roles'] as const,
  grantOptions: ['admin', 'staff', 'grant-options'] as const,
  audit: (params: Record<string, string>) => ['admin', 'audit', params] as const,
};

export const getStaff = (params: Record<string, string>) => request<ListReply<StaffRow>>({ path: '/v1/admin/staff', params });
export const createStaff = (body: StaffCreateBody) =>
  request<{ id: number }>({ method: 'POST', path: '/v1/admin/staff', body, silent: true });
export const updateStaff = (id: number, body: StaffUpdateBody) =>
  request<null>({ method: 'PUT', path: `/v1/admin/staff/${id}`, body, silent: true });
export const resetPassword = (id: number, password: string) =>
  request<null>({ method: 'POST', path: `/v1/admin/staff/${id}/password`, body: { password }, silent: true });
export const getGrantOptions = () => request<GrantOptions>({ path: '/v1/admin/staff/grant-options' });
export const getRoles = () => request<{ roles: RoleGrantRow[]; codes: string[] }>({ path: '/v1/admin/roles' });
export const saveGrants = (roleId: number, codes: string[]) =>
  request<string[]>({ method: 'PUT', path: `/v1/admin/roles/${roleId}/grants`, body: { codes } });
export const getAudit = (params: Record<string, string>) => request<ListReply<AuditRow>>({ path: '/v1/admin/audit', params });
