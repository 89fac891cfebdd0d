import {
  CONTRACT_TEMPLATE_ENTITY,
  type TemplateDetail,
  type TemplateInput,
  type TemplateKind,
  type TemplateListQuery,
  type TemplateUpdate,
  unknownPlaceholders,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import { Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import type { SessionUser } from '../../core/session-user';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type TemplateRecord, templateRepository as repo, templateWhere } from './contract-template.repository';

const NOT_FOUND = keyed('contractTemplateNotFound');
const row = (r: TemplateRecord) => ({ ...r, updatedAt: r.updatedAt.toISOString() });

/** A body naming no field outside TEMPLATE_FIELDS. */
function checked(input: TemplateInput) {
  const unknown = unknownPlaceholders(input.body);
  if (unknown.length) throw new Validation(keyed('contractTemplateUnknownField', { fields: unknown.join('、') }));
  return { name: input.name.trim(), body: input.body };
}

/** Contract and channel templates: versioned, each edit a new version (a contract keeps its own). */
export function createTemplateService({ db }: { db: Db }) {
  return {
    list: (kind: TemplateKind, q: TemplateListQuery) =>
      pagedList(db, repo.list, templateWhere(kind, q.keyword), q, (rows) => rows.map(row)),

    async detail(kind: TemplateKind, id: number): Promise<TemplateDetail> {
      const found = await repo.find(db, id, kind);
      if (!found) throw new NotFound(NOT_FOUND);
      const [current, versions] = await Promise.all([repo.current(db, id), repo.versions(db, id)]);
      return {
        ...row(found),
        body: current?.body ?? '',
        versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
      };
    },

    async create(user: SessionUser, kind: TemplateKind, input: TemplateInput, audit: AuditActor) {
      const text = checked(input);
      return db.transaction(async (tx) => {
        const made = await repo.insert(tx, kind, text, user);
        await recordAudit(tx, audit, {
          entity: CONTRACT_TEMPLATE_ENTITY,
          entityId: made.id,
          action: 'create',
          after: { kind, ...text, version: 1 },
        });
        return made;
      });
    },

    /** A new version from the version read; a stale one is a 409 and nothing changes. */
    async update(user: SessionUser, kind: TemplateKind, id: number, input: TemplateUpdate, audit: AuditActor) {
      const text = checked(input);
      const found = await repo.find(db, id, kind);
      if (!found) throw new NotFound(NOT_FOUND);
      return db.transaction(async (tx) => {
        const bumped = await repo.bump(tx, id, kind, input.version, text, user);
        if (!bumped) throw new Conflict(keyed('contractTemplateStale'));
        await recordAudit(tx, audit, {
          entity: CONTRACT_TEMPLATE_ENTITY,
          entityId: id,
          action: 'update',
          before: { version: found.version, name: found.name },
          after: { ...text, version: bumped.version },
        });
        return bumped;
      });
    },

    current: (templateId: number) => repo.current(db, templateId),
    allCurrent: () => repo.allCurrent(db),
  };
}
export type TemplateService = ReturnType<typeof createTemplateService>;
