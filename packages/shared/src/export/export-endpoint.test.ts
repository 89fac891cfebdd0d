import { describe, expect, it } from 'vitest';
import { AUDIT_EXPORT } from '../audit/audit.contract';
import { BILL_HISTORY_EXPORT } from '../bill/bill.contract';

describe('a list export endpoint', () => {
  it('is a GET behind its permission, taking the list filter and a file name, answering the task', () => {
    expect(AUDIT_EXPORT).toMatchObject({ method: 'GET', domain: 'default', path: '/v1/admin/audit/export' });
    expect(AUDIT_EXPORT.access).toEqual({ permission: 'sys_audit_log', dataScope: 'scoped' });
    expect(AUDIT_EXPORT.query.parse({ fileName: ' 审计 ', entity: 'session', pageNum: '2' })).toEqual({
      fileName: '审计',
      entity: 'session',
    });
    expect(AUDIT_EXPORT.reply.parse({ taskNo: 'EX1', downloadPassword: 'p' })).toEqual({ taskNo: 'EX1', downloadPassword: 'p' });
  });

  it('refuses a missing or unsafe file name and a bad filter value', () => {
    expect(AUDIT_EXPORT.query.safeParse({ entity: 'session' }).success).toBe(false);
    expect(AUDIT_EXPORT.query.safeParse({ fileName: 'a/b' }).success).toBe(false);
    expect(AUDIT_EXPORT.query.safeParse({ fileName: 'a', from: '2026-13-01' }).success).toBe(false);
    expect(BILL_HISTORY_EXPORT.query.safeParse({ fileName: 'a', status: '1' }).success).toBe(true);
  });
});
