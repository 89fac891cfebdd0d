import { z } from 'zod';
import { choiceOf } from '../borrower/registry-common';
import { id } from '../validation/primitives';
import { BILL_DOCUMENT_TYPE_TEXT } from './bill-documents';

const documentType = z.number().int() as z.ZodType<keyof typeof BILL_DOCUMENT_TYPE_TEXT>;

/** One document of a bill: an encrypted image of one type, loaded through the bill (its scope, not the uploader's). */
export const billDocumentRow = z.object({
  id: z.number().int(),
  type: documentType,
  /** Where the viewer loads the encrypted payload; its key is at `${imageUrl}/key`. */
  imageUrl: z.string(),
  mime: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  uploadedByName: z.string(),
  createdAt: z.string(),
});
export type BillDocumentRow = z.infer<typeof billDocumentRow>;

/** A bill's documents with its checklist (REQUIRED_DOCUMENTS of its borrow type). */
export const billDocumentsReply = z.object({
  billId: z.number().int(),
  borrowType: z.number().int(),
  required: z.array(documentType),
  present: z.array(documentType),
  missing: z.array(documentType),
  /** Whether the reader may add or remove documents (the salesperson, or document review in scope). */
  editable: z.boolean(),
  /** Whether the reader may delete them: editable and the bill not yet past final review (decision 0071). */
  removable: z.boolean(),
  documents: z.array(billDocumentRow),
});
export type BillDocumentsReply = z.infer<typeof billDocumentsReply>;

/** Attaches images the caller uploaded (POST /upload/v2/image) to the bill, as one type. */
export const billDocumentAttachBody = z.object({
  type: choiceOf(BILL_DOCUMENT_TYPE_TEXT, '请选择资料类型'),
  imageIds: z.array(z.uuid('图片编号无效')).min(1, '请先上传图片').max(20, '一次最多添加20张图片'),
});
export type BillDocumentAttachBody = z.infer<typeof billDocumentAttachBody>;

export const billDocumentParams = z.object({ id, documentId: id });
