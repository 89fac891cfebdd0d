import type { StatusCode } from '../dictionaries/status-lists';

/** The gallery's own permission (not a spec code): the sample records behind /systemTools/testList. */
export const GALLERY_PERMISSION = 'sys_tools_gallery';

/** Spec 001 §9: the salesperson filter's value meaning "all salespeople" (no filter). */
export const ALL_SALESPEOPLE = 'all20180808';

/** Role 11 of spec 000 §6: the salespeople the salesperson filter lists. */
export const SALESPERSON_ROLE_ID = 11;

/**
 * Sample records use the generic approval statuses the spec mentions without codes (000 §4:
 * "pending, approved, rejected and scrapped with varied codes"); these codes are ours. Labels: STATUS_LISTS.sampleRecord.
 */
export const SAMPLE_RECORD_STATUS = { pending: 1, approved: 2, rejected: 3, scrapped: 4 } as const satisfies Record<
  string,
  StatusCode<'sampleRecord'>
>;
export type SampleRecordStatus = (typeof SAMPLE_RECORD_STATUS)[keyof typeof SAMPLE_RECORD_STATUS];
export const SAMPLE_RECORD_STATUSES = Object.values(SAMPLE_RECORD_STATUS);
