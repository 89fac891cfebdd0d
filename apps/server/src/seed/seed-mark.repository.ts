import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { seedMarks } from './seed-mark.table';

export const seedMarkRepository = {
  async has(db: Executor, key: string): Promise<boolean> {
    const [row] = await db.select({ key: seedMarks.key }).from(seedMarks).where(eq(seedMarks.key, key));
    return Boolean(row);
  },
  async set(db: Executor, key: string): Promise<void> {
    await db.insert(seedMarks).values({ key }).onConflictDoNothing();
  },
};
