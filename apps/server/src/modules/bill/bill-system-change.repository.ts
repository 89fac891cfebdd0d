import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bills as b } from './bill.table';

/** The facts a system change reads and may write (decision 0045), with the bill's version. */
const systemColumns = {
  id: b.id,
  billNo: b.billNo,
  status: b.status,
  stage: b.stage,
  customerName: b.billCustomerName,
  borrowType: b.borrowType,
  borrowDuration: b.borrowDuration,
  fundings: b.fundings,
  salespersonId: b.salespersonId,
  areaCode: b.areaCode,
  departmentCode: b.departmentCode,
  groupId: b.groupId,
  version: b.version,
};
export type BillSystemFacts = { [K in keyof typeof systemColumns]: (typeof systemColumns)[K]['_']['data'] };
export type BillSystemValues = Partial<Pick<BillSystemFacts, 'borrowType' | 'borrowDuration' | 'fundings'>>;

export const billSystemChangeRepository = {
  async facts(db: Executor, id: number): Promise<BillSystemFacts | undefined> {
    const [row] = await db.select(systemColumns).from(b).where(eq(b.id, id));
    return row as BillSystemFacts | undefined;
  },
  /** Writes the values only while the bill is still at `version`; undefined when it moved. */
  async apply(db: Executor, id: number, version: number, values: BillSystemValues, at: Date): Promise<{ version: number } | undefined> {
    const [row] = await db
      .update(b)
      .set({ ...values, version: version + 1, updatedAt: at })
      .where(and(eq(b.id, id), eq(b.version, version)))
      .returning({ version: b.version });
    return row;
  },
};
