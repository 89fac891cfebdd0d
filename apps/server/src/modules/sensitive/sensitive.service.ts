import {
  CODE,
  type EncryptRecordQuery,
  type EncryptRecordReply,
  type MaskedFieldsReply,
  PLAIN_VIEW_LIMIT,
  type SensitiveRecordQuery,
  VIEW_PLAIN_ACTION,
  maskValue,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { AppError, Forbidden, NotFound, Validation, keyed } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit.repository';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, hasPermission } from '../../core/session-user';
import type { SensitiveSource, SensitiveValues } from '../module-kit';
import type { SensitiveRegistry } from './sensitive-registry.service';

const NOT_FOUND = keyed('sensitiveRecordNotFound');
const minutes = PLAIN_VIEW_LIMIT.windowSeconds / 60;

export class TooManyPlainViews extends AppError {
  constructor(retryAfterSeconds: number) {
    const wait = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, CODE.TOO_MANY, keyed('plainViewsTooFrequent', { window: minutes, views: PLAIN_VIEW_LIMIT.views, minutes: wait }), {
      retryAfterSeconds,
    });
  }
}

/**
 * The desensitised-data viewer (spec 001 §2, §7): masked values for the left column, and one
 * plain value per request, which is rate limited per user and audited as `view_plain`.
 */
export function createSensitiveService({ db, clock, registry }: { db: Db; clock: Clock; registry: SensitiveRegistry }) {
  function sourceFor(user: SessionUser, entity: string): SensitiveSource {
    const source = registry.find(entity);
    if (!source) throw new NotFound(NOT_FOUND);
    if (!hasPermission(user, source.permission)) throw new Forbidden();
    return source;
  }

  async function load(source: SensitiveSource, user: SessionUser, id: string): Promise<SensitiveValues> {
    const values = await source.load(user, id).catch((error: unknown) => {
      if (error instanceof NotFound) return null;
      throw error;
    });
    if (!values) throw new NotFound(NOT_FOUND);
    return values;
  }

  return {
    register: registry.register,

    async masked(user: SessionUser, query: SensitiveRecordQuery): Promise<MaskedFieldsReply> {
      const source = sourceFor(user, query.entity);
      const values = await load(source, user, query.id);
      return {
        data: Object.entries(source.fields).map(([field, kind]) => ({ field, encryptField: maskValue(kind, values[field]) })),
      };
    },

    async reveal(user: SessionUser, query: EncryptRecordQuery, actor: AuditActor): Promise<EncryptRecordReply> {
      const source = sourceFor(user, query.entity);
      if (!Object.hasOwn(source.fields, query.field)) throw new Validation(keyed('plainViewFieldRefused'));
      // Every attempt counts, found or not, so the viewer cannot be used to probe for records.
      const now = clock.now();
      const window = await hitRateLimit(db, `view_plain:user:${user.id}`, PLAIN_VIEW_LIMIT.windowSeconds, now);
      if (window.hits > PLAIN_VIEW_LIMIT.views) throw new TooManyPlainViews(Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000));
      const values = await load(source, user, query.id);
      const plain = values[query.field] ?? null;
      // Audited before the value leaves: no audit row, no plain value.
      await recordAudit(db, actor, { entity: source.entity, entityId: query.id, action: VIEW_PLAIN_ACTION, after: { field: query.field } });
      return { field: query.field, data: plain, ...(query.field === 'mobile' ? { mobile: plain } : {}) };
    },
  };
}

export type SensitiveService = ReturnType<typeof createSensitiveService>;
