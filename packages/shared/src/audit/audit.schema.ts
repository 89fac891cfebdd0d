import { z } from 'zod';
import { pageQuery } from '../api/envelope';
import { id, isoDate } from '../validation/primitives';

/** The audit filter, shared by the list and its export. */
export const auditFilter = z.object({
  entity: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  actorId: id.optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
});
export type AuditFilter = z.infer<typeof auditFilter>;
export const auditListQuery = pageQuery.extend(auditFilter.shape);
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  clientRequestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;
