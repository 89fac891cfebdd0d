import { DEFAULT_WATERFALL, REPAYMENT_COMPONENTS, type RepaymentComponent } from '@lc/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { repaymentSettings as rs } from './repayment.table';

export type WaterfallSetting = {
  waterfall: RepaymentComponent[];
  version: number;
  updatedByName: string | null;
  updatedAt: Date | null;
};

const isWaterfall = (v: unknown): v is RepaymentComponent[] =>
  Array.isArray(v) && v.length === REPAYMENT_COMPONENTS.length && REPAYMENT_COMPONENTS.every((c) => v.includes(c));

/** The firm's repayment settings (decision 0053): one row, absent while the defaults stand. */
export const repaymentSettingsRepository = {
  /** The waterfall every allocation uses; the default (version 0) while nobody has set one. */
  async read(ex: Executor): Promise<WaterfallSetting> {
    const [row] = await ex.select().from(rs);
    if (!row || !isWaterfall(row.waterfall)) return { waterfall: [...DEFAULT_WATERFALL], version: 0, updatedByName: null, updatedAt: null };
    return { waterfall: row.waterfall, version: row.version, updatedByName: row.updatedByName, updatedAt: row.updatedAt };
  },
  /** Saves an order over version `expected`: undefined when another save came first (the caller's 409). */
  async save(ex: Executor, waterfall: RepaymentComponent[], expected: number, by: { id: number; name: string }) {
    const values = { waterfall, version: expected + 1, updatedBy: by.id, updatedByName: by.name, updatedAt: new Date() };
    const [saved] =
      expected === 0
        ? await ex
            .insert(rs)
            .values({ id: 1, ...values })
            .onConflictDoNothing({ target: rs.id })
            .returning()
        : await ex
            .update(rs)
            .set(values)
            .where(sql`${rs.version} = ${expected}`)
            .returning();
    return saved;
  },
};
