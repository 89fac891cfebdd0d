import { type BillDocumentRow, type BillDocumentType, IMAGE_STATUS, type ImageItem, statusOf } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError } from '@/lib/http';
import { attachDocuments, removeDocument, uploadedImageId } from '../api/bill-documents-api';
import { refreshBills } from '../api/bill-api';

const DOCUMENT_ITEM = 'document-';

/** A stored document as the image upload shows it: kept (status 3), loaded encrypted through the bill. */
const itemOf = (doc: BillDocumentRow): ImageItem => ({
  id: `${DOCUMENT_ITEM}${doc.id}`,
  status: IMAGE_STATUS.stored,
  imageUrl: doc.imageUrl,
});

/**
 * One document type's images as a controlled image upload: the stored documents plus the uploads
 * in flight. A finished upload is attached to the bill as this type; a stored one the user removes
 * (status 0) is removed from the bill. A refusal has been shown by the API client.
 */
export function useDocumentSlot(billId: number, type: BillDocumentType, documents: readonly BillDocumentRow[]) {
  const client = useQueryClient();
  const [inFlight, setInFlight] = useState<ImageItem[]>([]);
  const stored = useMemo(() => documents.filter((d) => d.type === type).map(itemOf), [documents, type]);

  const settle = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      await refreshBills(client);
    }
  };

  const onChange = (items: ImageItem[]) => {
    const removed = items.filter((i) => i.id.startsWith(DOCUMENT_ITEM) && statusOf(i) === IMAGE_STATUS.removed);
    const fresh = items.filter((i) => !i.id.startsWith(DOCUMENT_ITEM));
    const uploaded = fresh.filter((i) => statusOf(i) === IMAGE_STATUS.uploaded);
    setInFlight(fresh.filter((i) => statusOf(i) === IMAGE_STATUS.uploading));
    for (const item of removed) void settle(removeDocument(billId, Number(item.id.slice(DOCUMENT_ITEM.length))));
    if (uploaded.length)
      void settle(
        attachDocuments(
          billId,
          type,
          uploaded.map((i) => uploadedImageId(i.originalUrl)),
        ),
      );
  };

  /** A stored document is a record of the bill; an upload not yet attached is not. */
  const isStored = (item: ImageItem) => item.id.startsWith(DOCUMENT_ITEM);
  return { value: [...stored, ...inFlight], onChange, isStored };
}
