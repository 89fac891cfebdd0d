import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billDocuments as d } from './bill.table';

export type BillDocumentRecord = typeof d.$inferSelect;

/** A bill's documents (bill_documents): the links from a bill to the upload module's images. */
export const billDocumentsRepository = {
  async ofBill(db: Executor, billId: number): Promise<BillDocumentRecord[]> {
    return db.select().from(d).where(eq(d.billId, billId)).orderBy(asc(d.type), asc(d.id));
  },

  async find(db: Executor, billId: number, documentId: number): Promise<BillDocumentRecord | null> {
    const [row] = await db
      .select()
      .from(d)
      .where(and(eq(d.billId, billId), eq(d.id, documentId)))
      .limit(1);
    return row ?? null;
  },

  /** Inserts the links; an image already attached to some bill is left out of what it returns. */
  async insert(db: Executor, rows: (typeof d.$inferInsert)[]): Promise<BillDocumentRecord[]> {
    if (!rows.length) return [];
    return db.insert(d).values(rows).onConflictDoNothing({ target: d.imageId }).returning();
  },

  async remove(db: Executor, billId: number, documentId: number): Promise<BillDocumentRecord | null> {
    const [row] = await db
      .delete(d)
      .where(and(eq(d.billId, billId), eq(d.id, documentId)))
      .returning();
    return row ?? null;
  },
};
