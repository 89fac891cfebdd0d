import { SIGNED_IN, contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import { imageKey } from '../upload/upload.schema';
import { billDocumentAttachBody, billDocumentParams, billDocumentsReply } from './bill-documents.schema';

/**
 * Open to any signed-in user at the route, as a bill's reads are: the bill module admits only who
 * may read the bill (its scope; 404 otherwise), and lets only its salesperson or document review
 * in scope add or remove documents.
 */
const anyReader = { permission: SIGNED_IN, dataScope: 'scoped' } as const;
const DOCUMENTS = '/v1/bill/:id/documents';

/** A bill's documents for document review (/documentManage/documentAdd): encrypted images by type. */
export const BILL_DOCUMENTS_API = contract('bill', {
  documents: endpoint({
    method: 'GET',
    domain: 'bill',
    path: DOCUMENTS,
    access: anyReader,
    params: recordIdParams,
    reply: billDocumentsReply,
  }),
  /** Images are uploaded first (POST /upload/v2/image, the uploader's own), then attached here. */
  attachDocuments: endpoint({
    method: 'POST',
    domain: 'bill',
    path: DOCUMENTS,
    access: anyReader,
    params: recordIdParams,
    body: billDocumentAttachBody,
    reply: billDocumentsReply,
    done: { 'zh-CN': '资料已上传', 'en-US': 'Documents added' },
  }),
  removeDocument: endpoint({
    method: 'DELETE',
    domain: 'bill',
    path: `${DOCUMENTS}/:documentId`,
    access: anyReader,
    params: billDocumentParams,
    reply: billDocumentsReply,
    done: { 'zh-CN': '资料已删除', 'en-US': 'Document removed' },
  }),
  /** The encrypted payload as hex text, as the upload module serves it (decision 0005), to whoever may read the bill. */
  documentImage: endpoint({
    method: 'GET',
    domain: 'bill',
    path: `${DOCUMENTS}/:documentId/image`,
    access: anyReader,
    params: billDocumentParams,
    file: true,
  }),
  documentImageKey: endpoint({
    method: 'GET',
    domain: 'bill',
    path: `${DOCUMENTS}/:documentId/image/key`,
    access: anyReader,
    params: billDocumentParams,
    reply: imageKey,
  }),
});
