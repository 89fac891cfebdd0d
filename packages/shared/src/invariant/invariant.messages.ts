import type { LocalisedText } from '../route-table/route-table.types';
import { INVARIANT_MESSAGES } from './invariant.contract';

/** The invariant module's replies, in both languages; spread into MESSAGES (api/messages.ts). */
export const INVARIANT_REPLY_MESSAGES = {
  invariantRan: INVARIANT_MESSAGES.ran,
} as const satisfies Record<string, LocalisedText>;
