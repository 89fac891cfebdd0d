import { z } from 'zod';
import { SIGNED_IN, contract, endpoint } from '../api/contract';
import { SESSION_PATHS } from '../api/session-start';
import { id } from '../validation/primitives';
import { menuAuthBody, menuAuthReply, menuEntry, roleGrantBody, roleGrantRow } from './access.schema';

const signedIn = { permission: SIGNED_IN, dataScope: 'none' } as const;
const grant = { permission: 'sys_role_grant', dataScope: 'none' } as const;

/** Menus and page-component permissions (auth domain), and role grants under system settings. */
export const ACCESS_API = contract('access', {
  menus: endpoint({
    method: 'GET',
    domain: 'auth',
    path: SESSION_PATHS.menus,
    access: signedIn,
    params: z.object({ appId: z.string().max(32) }),
    reply: z.array(menuEntry),
  }),
  pageComponents: endpoint({
    method: 'POST',
    domain: 'auth',
    path: '/v1/userAuth/userGetMenuAuth',
    access: signedIn,
    body: menuAuthBody,
    reply: menuAuthReply,
  }),
  roles: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/admin/roles',
    access: grant,
    reply: z.object({ roles: z.array(roleGrantRow), codes: z.array(z.string()) }),
  }),
  setRoleGrants: endpoint({
    method: 'PUT',
    domain: 'default',
    path: '/v1/admin/roles/:roleId/grants',
    access: grant,
    params: z.object({ roleId: id }),
    body: roleGrantBody,
    reply: z.array(z.string()),
  }),
});
