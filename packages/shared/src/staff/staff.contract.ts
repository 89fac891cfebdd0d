import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { listReply } from '../api/envelope';
import { idParams } from '../validation/primitives';
import { importResult } from './staff-import';
import { grantOptions, resetPasswordBody, staffCreateBody, staffListQuery, staffRow, staffUpdateBody } from './staff.schema';

const create = { permission: 'sys_user_manage:create', dataScope: 'none' } as const;

/** Staff administration under 系统设置 › 员工管理. */
export const STAFF_API = contract('staff', {
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/admin/staff',
    access: { permission: 'sys_user_manage', dataScope: 'scoped' },
    query: staffListQuery,
    reply: listReply(staffRow),
  }),
  create: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/admin/staff',
    access: create,
    body: staffCreateBody,
    reply: z.object({ id: z.number().int() }),
    done: { 'zh-CN': '已新增员工', 'en-US': 'Staff added' },
  }),
  grantOptions: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/admin/staff/grant-options',
    access: { permission: 'sys_user_manage', dataScope: 'none' },
    reply: grantOptions,
  }),
  update: endpoint({
    method: 'PUT',
    domain: 'default',
    path: '/v1/admin/staff/:id',
    access: { permission: 'sys_user_manage:edit', dataScope: 'scoped' },
    params: idParams,
    body: staffUpdateBody,
    done: { 'zh-CN': '已保存', 'en-US': 'Saved' },
  }),
  resetPassword: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/admin/staff/:id/password',
    access: { permission: 'sys_user_manage:reset_password', dataScope: 'scoped' },
    params: idParams,
    body: resetPasswordBody,
    done: { 'zh-CN': '密码已重置', 'en-US': 'Password reset' },
  }),
  /** An Excel sheet (multipart, one file): every row is tried on its own and answered with its result. */
  import: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/admin/staff/import',
    access: create,
    multipart: true,
    reply: importResult,
  }),
  importTemplate: endpoint({ method: 'GET', domain: 'default', path: '/v1/admin/staff/import-template', access: create, file: true }),
});
