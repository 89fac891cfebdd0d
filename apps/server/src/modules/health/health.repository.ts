import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export const healthRepository = {
  ping: async (db: Executor) => {
    await db.execute(sql`select 1`);
  },
};
