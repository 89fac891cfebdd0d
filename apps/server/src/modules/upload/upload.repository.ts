import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ImageRow, images } from './upload.table';

export type { ImageRow };

export const uploadRepository = {
  async insert(db: Executor, row: typeof images.$inferInsert): Promise<ImageRow> {
    const [inserted] = await db.insert(images).values(row).returning();
    if (!inserted) throw new Error('image insert returned nothing');
    return inserted;
  },

  async findById(db: Executor, id: string): Promise<ImageRow | null> {
    const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
    return row ?? null;
  },

  async findByIds(db: Executor, ids: readonly string[]): Promise<ImageRow[]> {
    if (!ids.length) return [];
    return db
      .select()
      .from(images)
      .where(inArray(images.id, [...ids]));
  },
};
