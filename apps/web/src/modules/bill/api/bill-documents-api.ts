import { BILL_DOCUMENTS_API, type BillDocumentType } from '@lc/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { billKeys } from './bill-api';

const api = BILL_DOCUMENTS_API.endpoints;

/** A bill's documents and its checklist (the borrow type's required types, present and missing). */
export const billDocumentsQuery = (id: number) =>
  queryOptions({ queryKey: billKeys.documents(id), queryFn: ({ signal }) => call(api.documents, { params: { id } }, { signal }) });

/** Attaches images the user has just uploaded (POST /upload/v2/image) to the bill as one type. */
export const attachDocuments = (id: number, type: BillDocumentType, imageIds: string[]) =>
  call(api.attachDocuments, { params: { id }, body: { type, imageIds } });

export const removeDocument = (id: number, documentId: number) => call(api.removeDocument, { params: { id, documentId } });

/** The upload's id in what a record keeps (`/upload/v2/image/<id>`). */
export const uploadedImageId = (originalUrl: string | undefined) => originalUrl?.split('/').pop() ?? '';
