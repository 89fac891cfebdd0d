import type { TemplateKind } from '@lc/shared';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listSource } from '../../db/paged-list';
import { contractTemplateVersions as v, contractTemplates as t } from './contract.table';
import { likePrefix } from '../../db/like-pattern';

const columns = { id: t.id, kind: t.kind, name: t.name, version: t.version, updatedAt: t.updatedAt, updatedByName: t.updatedByName };
const rows = (db: Executor) => db.select(columns).from(t).$dynamic();
type Author = { id: number; realName: string };
export type TemplateRecord = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

export const templateWhere = (kind: TemplateKind, keyword: string | undefined) =>
  and(eq(t.kind, kind), keyword ? like(t.name, likePrefix(keyword)) : undefined);

/** Templates and their versions; a version row is written once and never changed. */
export const templateRepository = {
  list: listSource({ rows, order: [desc(t.updatedAt), desc(t.id)], counted: { from: t } }),
  async find(db: Executor, id: number, kind?: TemplateKind) {
    const [row] = await rows(db).where(and(eq(t.id, id), kind ? eq(t.kind, kind) : undefined));
    return row;
  },
  /** The template's current version: the row a new contract is made from. */
  async current(db: Executor, templateId: number) {
    const [row] = await db
      .select({ id: v.id, version: v.version, name: v.name, body: v.body })
      .from(v)
      .innerJoin(t, and(eq(t.id, v.templateId), eq(t.version, v.version)))
      .where(eq(v.templateId, templateId));
    return row;
  },
  versions: (db: Executor, templateId: number) =>
    db
      .select({ version: v.version, createdAt: v.createdAt, createdByName: v.createdByName })
      .from(v)
      .where(eq(v.templateId, templateId))
      .orderBy(desc(v.version)),
  /** A new template with its version 1. */
  async insert(db: Executor, kind: TemplateKind, text: { name: string; body: string }, by: Author) {
    const [row] = await db
      .insert(t)
      .values({ kind, name: text.name, version: 1, updatedBy: by.id, updatedByName: by.realName })
      .returning({ id: t.id });
    await db.insert(v).values({ templateId: row!.id, version: 1, ...text, createdBy: by.id, createdByName: by.realName });
    return row!;
  },
  /** The next version, only from the version read: undefined when someone else saved first. */
  async bump(db: Executor, id: number, kind: TemplateKind, read: number, text: { name: string; body: string }, by: Author) {
    const [row] = await db
      .update(t)
      .set({ name: text.name, version: sql`${t.version} + 1`, updatedBy: by.id, updatedByName: by.realName, updatedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.kind, kind), eq(t.version, read)))
      .returning({ version: t.version });
    if (row) await db.insert(v).values({ templateId: id, version: row.version, ...text, createdBy: by.id, createdByName: by.realName });
    return row;
  },
  /** Every template's current version, for agreementAdd's choice. */
  allCurrent: (db: Executor) =>
    db.select({ id: t.id, kind: t.kind, name: t.name, version: t.version }).from(t).orderBy(t.kind, t.name).limit(200),
};
