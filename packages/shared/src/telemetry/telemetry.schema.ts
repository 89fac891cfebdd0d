import { z } from 'zod';

/** A page view or an error report from the web app (spec 001 §7 tracking). */
export const clientEventBody = z.object({
  kind: z.enum(['error', 'pageview']),
  payload: z.record(z.string(), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()])),
});
export type ClientEvent = z.infer<typeof clientEventBody>;
