import { z } from 'zod';
import { MONEY_INVARIANTS } from './invariant.names';

/** Money on the wire: a decimal string with two places ("12345.67"), never a JS number. */
const money = z.string();

/** What started a run: the job after the nightly overdue run, or the admin's button. */
export const INVARIANT_RUN_TRIGGERS = ['nightly', 'manual'] as const;

/** One breach: the invariant, the loan or bill it is about, and the two figures that differ. */
export const invariantBreachRow = z.object({
  invariant: z.enum(MONEY_INVARIANTS),
  billId: z.number().int().nullable(),
  billNo: z.string().nullable(),
  grantId: z.number().int().nullable(),
  /** The funding party, the account or the ledger entry the figures are about, when the bill is not enough. */
  subject: z.string().nullable(),
  left: money,
  right: money,
});
export type InvariantBreachRow = z.infer<typeof invariantBreachRow>;

/** One run of the check over the whole book. */
export const invariantRunRow = z.object({
  id: z.number().int(),
  trigger: z.enum(INVARIANT_RUN_TRIGGERS),
  businessDate: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  loansChecked: z.number().int(),
  billsChecked: z.number().int(),
  breachCount: z.number().int(),
});
export type InvariantRunRow = z.infer<typeof invariantRunRow>;

/**
 * The latest run, its breaches per invariant (every invariant listed, nil included: the figures a
 * monitor reads) and the first breaches (the page shows up to INVARIANT_BREACHES_SHOWN).
 */
export const invariantLatestReply = z.object({
  run: invariantRunRow.nullable(),
  counts: z.array(z.object({ invariant: z.enum(MONEY_INVARIANTS), breaches: z.number().int() })),
  breaches: z.array(invariantBreachRow),
});
export type InvariantLatestReply = z.infer<typeof invariantLatestReply>;

export const INVARIANT_BREACHES_SHOWN = 500;
