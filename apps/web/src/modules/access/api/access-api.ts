import { ACCESS_API } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const api = ACCESS_API.endpoints;

export const accessKeys = { roles: ['access', 'roles'] as const };

/** Every role with its grants, and the codes a grant may name. */
export const rolesQuery = queryOptions({ queryKey: accessKeys.roles, queryFn: ({ signal }) => call(api.roles, {}, { signal }) });

export const saveGrants = (roleId: number, codes: string[]) => call(api.setRoleGrants, { params: { roleId }, body: { codes } });
