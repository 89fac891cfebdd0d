import {
  BILL_DOCUMENTS_API,
  BILL_DOCUMENTS_REMOVABLE,
  BILL_DOCUMENT_TYPE_TEXT,
  BILL_PERMISSION,
  BILL_STATUS,
  type BillDocumentAttachBody,
  type BillDocumentType,
  type BillStatus,
  type BillDocumentsReply,
  documentChecklist,
  endpointUrl,
  shanghaiMinute,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { Conflict, Forbidden, NotFound, Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { UploadService } from '../upload/upload.service';
import type { FlowEngine } from '../workflow/flow-engine.service';
import { type BillRecord, billInScope, readableBill } from './bill-access.service';
import { billDocumentsRepository as docs } from './bill-documents.repository';
import { BILL_PROCESS } from './bill.repository';

export type BillDocumentDeps = {
  db: Db;
  clock: Clock;
  uploads: Pick<UploadService, 'ownImages' | 'held'>;
  flow: Pick<FlowEngine, 'note'>;
};

/** Who may add or remove a bill's documents: its salesperson, or document review with the bill in that permission's scope. */
const mayEditDocuments = (user: SessionUser, bill: BillRecord) =>
  bill.salespersonId === user.id ||
  (user.permissions.has(BILL_PERMISSION.document) && billInScope(scopeFor(user, BILL_PERMISSION.document), bill));

/**
 * A bill's documents (issue 14 item 4): encrypted images by type, read by whoever may read the
 * bill (decision 0005: the record decides who sees its images), changed by its salesperson or by
 * document review, every change audited. The checklist is REQUIRED_DOCUMENTS of its borrow type.
 */
export function createBillDocuments({ db, uploads, flow }: BillDocumentDeps) {
  const reply = async (user: SessionUser, bill: BillRecord): Promise<BillDocumentsReply> => {
    const rows = await docs.ofBill(db, bill.id);
    const images = new Map((await uploads.held.describe(rows.map((r) => r.imageId))).map((i) => [i.id, i]));
    return {
      billId: bill.id,
      borrowType: bill.borrowType,
      ...documentChecklist(
        bill.borrowType,
        rows.map((r) => r.type),
      ),
      editable: mayEditDocuments(user, bill) && bill.status !== BILL_STATUS.abandoned,
      removable: mayEditDocuments(user, bill) && BILL_DOCUMENTS_REMOVABLE.includes(bill.status as BillStatus),
      documents: rows.map((r) => ({
        id: r.id,
        type: r.type as BillDocumentType,
        imageUrl: endpointUrl(BILL_DOCUMENTS_API.endpoints.documentImage, { id: bill.id, documentId: r.id }),
        mime: images.get(r.imageId)?.mime ?? 'image/jpeg',
        width: images.get(r.imageId)?.width ?? null,
        height: images.get(r.imageId)?.height ?? null,
        uploadedByName: r.uploaderName,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  };

  /** The bill, if the user may change its documents: 404 outside its scope, 403 to a reader who may not edit. */
  const editableBill = async (user: SessionUser, billId: number) => {
    const bill = await readableBill(db, user, billId);
    if (!mayEditDocuments(user, bill)) throw new Forbidden(keyed('billDocumentsReadOnly'));
    if (bill.status === BILL_STATUS.abandoned) throw new Conflict(keyed('billDocumentsClosed'));
    return bill;
  };

  /** One document's image, for a reader of its bill. */
  const documentImage = async (user: SessionUser, billId: number, documentId: number) => {
    await readableBill(db, user, billId);
    const row = await docs.find(db, billId, documentId);
    if (!row) throw new NotFound(keyed('billDocumentNotFound'));
    return row.imageId;
  };

  return {
    async documents(user: SessionUser, billId: number) {
      return reply(user, await readableBill(db, user, billId));
    },

    /** Attaches images the caller uploaded as documents of one type; an image already attached is refused. */
    async attachDocuments(user: SessionUser, billId: number, body: BillDocumentAttachBody, audit: AuditActor) {
      const bill = await editableBill(user, billId);
      const ids = [...new Set(body.imageIds)];
      const own = await uploads.ownImages(user, ids);
      if (own.length !== ids.length) throw new Validation(keyed('billDocumentImageNotFound'));
      await db.transaction(async (tx) => {
        const added = await docs.insert(
          tx,
          ids.map((imageId) => ({ billId, type: body.type, imageId, uploadedBy: user.id, uploaderName: user.realName })),
        );
        // An image is one document of one bill: attached already (even a moment ago), nothing is attached.
        if (added.length < ids.length) throw new Conflict(keyed('billDocumentImageUsed'));
        await recordAudit(tx, audit, { entity: 'bill', entityId: billId, action: 'document-add', after: { documents: added } });
      });
      return reply(user, bill);
    },

    /**
     * Deletes one document: only before final review (decision 0071), and the deletion is a line on
     * the bill's operation record (naming the document's type and uploader) as well as in the audit trail.
     */
    async removeDocument(user: SessionUser, billId: number, documentId: number, audit: AuditActor) {
      const bill = await editableBill(user, billId);
      if (!BILL_DOCUMENTS_REMOVABLE.includes(bill.status as BillStatus)) throw new Conflict(keyed('billDocumentsFinal'));
      await db.transaction(async (tx) => {
        const removed = await docs.remove(tx, billId, documentId);
        if (!removed) throw new NotFound(keyed('billDocumentNotFound'));
        const type = BILL_DOCUMENT_TYPE_TEXT[removed.type as BillDocumentType]?.['zh-CN'] ?? String(removed.type);
        const comment = `${type}（${removed.uploaderName}上传于${shanghaiMinute(removed.createdAt.toISOString())}）`;
        await flow.note(tx, BILL_PROCESS, billId, { user, action: 'documentRemove', comment });
        await recordAudit(tx, audit, { entity: 'bill', entityId: billId, action: 'document-remove', before: removed });
      });
      return reply(user, bill);
    },

    async documentPayload(user: SessionUser, billId: number, documentId: number) {
      return uploads.held.payload(await documentImage(user, billId, documentId));
    },

    async documentKey(user: SessionUser, billId: number, documentId: number) {
      return uploads.held.dataKey(await documentImage(user, billId, documentId));
    },

    /** The bill's checklist as it stands (document review's approval guard). */
    async documentChecklistOf(bill: Pick<BillRecord, 'id' | 'borrowType'>) {
      return documentChecklist(
        bill.borrowType,
        (await docs.ofBill(db, bill.id)).map((r) => r.type),
      );
    },
  };
}
export type BillDocuments = ReturnType<typeof createBillDocuments>;
