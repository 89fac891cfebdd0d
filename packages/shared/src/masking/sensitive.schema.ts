import { z } from 'zod';

/** Spec 000 §7 / 001 §7: GET /view/encrypt_record, a generic call whose reply is read at data.data. */
export const ENCRYPT_RECORD_PATH = '/view/encrypt_record';
/** Ours: the masked values of a record's registered fields, for the viewer's left column. */
export const ENCRYPT_FIELDS_PATH = '/view/encrypt_fields';

/** Views of plain values allowed per user and window before the server answers 429. */
export const PLAIN_VIEW_LIMIT = { views: 30, windowSeconds: 600 } as const;
/** The audit action written for every plain-text view. */
export const VIEW_PLAIN_ACTION = 'view_plain';

const name = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z][\w-]*$/);

/** Which record: the registering module's entity name and the record's id. */
export const sensitiveRecordQuery = z.object({ entity: name, id: z.string().trim().min(1).max(64) });
export type SensitiveRecordQuery = z.infer<typeof sensitiveRecordQuery>;

/** Which field of it to show in the clear. */
export const encryptRecordQuery = sensitiveRecordQuery.extend({ field: name });
export type EncryptRecordQuery = z.infer<typeof encryptRecordQuery>;

/**
 * `data` is the plain value (the spec's generic reader takes data.data); a mobile is also given
 * as `mobile`, which is what the bill page of spec 000 §7 reads.
 */
export const encryptRecordReply = z.object({ field: z.string(), data: z.string().nullable(), mobile: z.string().nullable().optional() });
export type EncryptRecordReply = z.infer<typeof encryptRecordReply>;

/** Spec 001 §3 "Desensitisation row": the masked value; the plain one comes only on request. */
export const maskedFieldRow = z.object({ field: z.string(), encryptField: z.string() });
export type MaskedFieldRow = z.infer<typeof maskedFieldRow>;
export const maskedFieldsReply = z.object({ data: z.array(maskedFieldRow) });
export type MaskedFieldsReply = z.infer<typeof maskedFieldsReply>;
