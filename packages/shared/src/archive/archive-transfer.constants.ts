import type { StatusCode } from '../dictionaries/status-lists';

/** Spec 000 §4 archive transfer (new) statuses (STATUS_LISTS.archiveTransferNew). */
export const ARCHIVE_TRANSFER_STATUS = {
  inApproval: 0,
  toBePulled: 1,
  toBeReturned: 2,
  partlyReturned: 3,
  returned: 4,
  settled: 5,
  cancelled: 6,
  rejected: 7,
  toBeReturnedExtending: 8,
  partlyReturnedExtending: 9,
  awaitingSettlement: 10,
} as const satisfies Record<string, StatusCode<'archiveTransferNew'>>;
/** The two locks of spec 000 §7: editing (the custodian pulling or returning) and approval. */
export const ARCHIVE_LOCK_KINDS = ['modify', 'audit'] as const;
/** A lock left behind (a crashed browser) lapses after this long. */
export const ARCHIVE_LOCK_TTL_MINUTES = 10;
