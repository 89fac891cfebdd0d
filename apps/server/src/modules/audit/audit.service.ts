import type { AuditListQuery } from '@lc/shared';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { clientRequestId } from '../../lib/request-id';
import { auditRepository, auditWhere } from './audit.repository';

export type AuditActor = {
  actorId: number | null;
  actorName: string | null;
  requestId: string | null;
  ip: string | null;
  clientRequestId?: string | null;
};

export type AuditEntry = {
  entity: string;
  entityId?: string | number | null;
  action: string;
  before?: unknown;
  after?: unknown;
};

/** Who is acting, taken from the request; sign-in records the user it signs in. */
export const actorOf = (request: FastifyRequest, override?: { id: number; realName: string }): AuditActor => ({
  actorId: override?.id ?? request.user?.id ?? null,
  actorName: override?.realName ?? request.user?.realName ?? null,
  requestId: request.id,
  ip: request.ip,
  clientRequestId: clientRequestId(request.headers),
});

/** Keys never written to the audit trail, whatever entity they appear in. */
const SECRET_KEYS = new Set(['passwordHash', 'password', 'tokenHash', 'oldPassword', 'newPassword']);
const scrub = (value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(scrub);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SECRET_KEYS.has(k))
        .map(([k, v]) => [k, scrub(v)]),
    );
  }
  return value;
};

/** The one audit mechanism: call it inside the transaction of the write it records. */
export async function recordAudit(db: Executor, actor: AuditActor, entry: AuditEntry) {
  await auditRepository.insert(db, {
    ...actor,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    action: entry.action,
    before: scrub(entry.before),
    after: scrub(entry.after),
  });
}

/** The audit list: read-only, for whoever holds sys_audit_log (no row-level scope). */
export function createAuditService({ db }: { db: Db }) {
  return {
    list: (query: AuditListQuery) =>
      pagedList(db, auditRepository.list, auditWhere(query), query, (rows) => rows.map((row) => ({ ...row, at: row.at.toISOString() }))),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
