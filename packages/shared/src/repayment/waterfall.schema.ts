import { z } from 'zod';
import { INT_MAX } from '../validation/primitives';
import { REPAYMENT_COMPONENTS, type RepaymentComponent } from '../loan/waterfall';

/*
 * The repayment waterfall as a setting (issue 16 item 3: "allocated by a configurable waterfall, by
 * default penalty → fees → interest → principal"; decision 0053). One order for the firm, kept in
 * the database, read by every allocation; the admin changes it.
 */

/** A waterfall is the four parts, each once, in the order money pays them. */
export const waterfallOrder = z
  .array(z.enum(REPAYMENT_COMPONENTS), { error: '还款顺序须为罚息、费用、利息、本金的一种排列' })
  .refine((order) => order.length === REPAYMENT_COMPONENTS.length && REPAYMENT_COMPONENTS.every((c) => order.includes(c)), {
    message: '还款顺序须为罚息、费用、利息、本金的一种排列',
  });

export const repaymentSettingsReply = z.object({
  waterfall: z.array(z.enum(REPAYMENT_COMPONENTS)),
  /** 0 while the defaults stand; each save adds one, and a save of another version is refused (409). */
  version: z.number().int(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type RepaymentSettingsReply = z.infer<typeof repaymentSettingsReply>;

export const repaymentSettingsBody = z.object({
  waterfall: waterfallOrder,
  // Up to an integer column's largest: a larger one reached the database and was refused there (the route fuzzer).
  version: z.number().int().min(0).max(INT_MAX),
});
export type RepaymentSettingsBody = z.infer<typeof repaymentSettingsBody> & { waterfall: RepaymentComponent[] };
