import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only audit trail of every write (ARCHITECTURE: Data). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Our id of the request; the client's own X-Request-Id, if any, is kept beside it. */
    requestId: text('request_id'),
    clientRequestId: text('client_request_id'),
    ip: text('ip'),
  },
  (t) => [index('audit_at_idx').on(t.at), index('audit_entity_idx').on(t.entity, t.entityId), index('audit_actor_idx').on(t.actorId, t.at)],
);
