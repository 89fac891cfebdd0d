import { z } from 'zod';

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

const recordId = z.string().trim().min(1).max(64);

/**
 * Which field of it to show in the clear. The spec's callers (000 §7) name these businessType,
 * businessId and moduleName, with the bill's billId beside them; both spellings are accepted.
 */
export const encryptRecordQuery = z
  .object({
    entity: name.optional(),
    id: recordId.optional(),
    field: name.optional(),
    businessType: name.optional(),
    businessId: recordId.optional(),
    moduleName: name.optional(),
    billId: recordId.optional(),
  })
  .transform((q, ctx) => {
    const entity = q.entity ?? q.businessType;
    const id = q.id ?? q.businessId;
    const field = q.field ?? q.moduleName;
    if (!entity || !id || !field) {
      ctx.addIssue({ code: 'custom', message: '缺少参数：businessType、businessId 和 moduleName 均为必填' });
      return z.NEVER;
    }
    return { entity, id, field, billId: q.billId };
  });
export type EncryptRecordQuery = z.output<typeof encryptRecordQuery>;

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
