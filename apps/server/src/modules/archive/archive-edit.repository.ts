import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveTransfers as tr } from './archive-transfer.table';
import { archiveItems as i } from './archive.table';

/** Queries of the edit and audit pages and of transfer extensions (decision 0056); ledger lines go through archiveRepository. */
export const archiveEditRepository = {
  /** Changes a live document's description at the version read; empty when it lost or the document is deleted. */
  edit: (db: Executor, id: number, version: number, values: { docType: number; name: string; copies: number; remark: string | null }) =>
    db
      .update(i)
      .set({ ...values, version: sql`${i.version} + 1`, updatedAt: new Date() })
      .where(and(eq(i.id, id), eq(i.version, version), ne(i.status, 0)))
      .returning({ id: i.id, status: i.status }),
  /** The bill's documents among `ids` (row-locked, id order), to check they are all its own and still waiting. */
  lockOfBill: (db: Executor, billId: number, ids: number[]) =>
    db
      .select({ id: i.id, status: i.status })
      .from(i)
      .where(and(eq(i.billId, billId), inArray(i.id, ids)))
      .orderBy(i.id)
      .for('update'),

  async extension(db: Executor, id: number) {
    const [row] = await db
      .select({
        status: tr.status,
        returnDate: tr.returnDate,
        extensionDate: tr.extensionDate,
        extensionReason: tr.extensionReason,
        applicantId: tr.applicantId,
        version: tr.version,
      })
      .from(tr)
      .where(eq(tr.id, id));
    return row;
  },
  /** Asks for an extension: from `from` to `to` at the version read, recording the date and why. */
  askExtension: (db: Executor, id: number, from: number, to: number, version: number, date: string, reason: string) =>
    db
      .update(tr)
      .set({ status: to, extensionDate: date, extensionReason: reason, version: sql`${tr.version} + 1`, updatedAt: new Date() })
      .where(and(eq(tr.id, id), eq(tr.status, from), eq(tr.version, version)))
      .returning({ id: tr.id }),
  /** Decides it: back to `to`; approved, the return date becomes the one asked for. The request is cleared either way. */
  decideExtension: (db: Executor, id: number, from: number, to: number, version: number, approved: boolean) =>
    db
      .update(tr)
      .set({
        status: to,
        ...(approved ? { returnDate: sql`${tr.extensionDate}` } : {}),
        extensionDate: null,
        extensionReason: null,
        version: sql`${tr.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(tr.id, id), eq(tr.status, from), eq(tr.version, version), isNotNull(tr.extensionDate)))
      .returning({ id: tr.id, returnDate: tr.returnDate }),
};
