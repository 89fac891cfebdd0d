import { PAYMENT_RECORD_STATUS as S } from '@lc/shared';
import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import { createLedgerService } from '../ledger/ledger.service';
import { type StoreDemoImage, demoScan } from '../bill/bill-documents.seed';
import type { FindDemoUser } from '../module-kit';
import { createPaymentWrites } from './payment-approval.service';
import { type NewPaymentRecord, paymentRecordRepository as repo } from './payment-record.repository';

const SEED_ACTOR: AuditActor = { actorId: null, actorName: 'seed', requestId: null, ip: null };

type Step = 'none' | 'first' | 'both';
const DEMO: { payee: string; amount: string; kind: number; status: number; level: number | null; step: Step; comment?: string }[] = [
  { payee: '北京市方正公证处', amount: '1200.00', kind: 1, status: S.notUploaded, level: null, step: 'none' },
  { payee: '朝阳区不动产登记中心', amount: '550.50', kind: 2, status: S.pending, level: 1, step: 'none' },
  { payee: '世联评估有限公司', amount: '3000.00', kind: 3, status: S.pending, level: 2, step: 'first' },
  { payee: '北京恒信垫资服务部', amount: '200000.00', kind: 4, status: S.passed, level: null, step: 'both', comment: '凭证齐全' },
  { payee: '北京市长安公证处', amount: '980.00', kind: 1, status: S.rejected, level: null, step: 'first', comment: '凭证金额与记录不符' },
  { payee: '朝阳区不动产登记中心', amount: '80.00', kind: 2, status: S.exempt, level: null, step: 'none' },
];

/**
 * Payment records on the two newest demo loans (the first's as agency business, the second's as a direct client's), in every
 * payment-approval status, pending at either level; sent ones carry a voucher image when the seed
 * is given the file storage. Recorded by in-loan management; level 1 by back office, level 2 by
 * the admin; the passed ones are posted to the ledger as an approval posts them. Only into an empty table.
 */
export async function seedDemoPaymentRecords(
  db: Db,
  findUser: FindDemoUser,
  loans: readonly { id: number; billNo: string }[],
  store?: StoreDemoImage,
) {
  if (await repo.any(db)) return;
  const [clerk, first, second] = await Promise.all(['13800000042', '13800000051', '13800000000'].map((m) => findUser(m)));
  // On the two newest demo loans (oldest first in `loans`): advances are paid for approved loans.
  const picked = [];
  for (const loan of loans.slice(-2).reverse()) {
    const [bill] = (await repo.bills(db, { all: true }, loan.billNo)).filter((b) => b.id === loan.id);
    if (bill) picked.push(bill);
  }
  // Demo bills carry no channel: the first bill's records are shown as agency business.
  if (!clerk || !first || !second || !picked.length) return;
  const at = new Date();
  const { postPassed } = createPaymentWrites({
    db,
    uploads: { ownImages: () => Promise.resolve([]) },
    ledger: createLedgerService({ db }),
  });
  for (const [b, bill] of picked.entries()) {
    for (const [i, d] of DEMO.entries()) {
      const values: NewPaymentRecord = {
        billId: bill.id,
        agency: b === 0 || bill.channelId !== null,
        payee: d.payee,
        amount: d.amount,
        kind: d.kind,
        status: d.status,
        level: d.level,
        idempotencyKey: `demo-payment-record-${b}-${i}`,
        createdBy: clerk.id,
        createdByName: clerk.realName,
        decisionComment: d.comment ?? null,
        ...(d.step === 'none' ? {} : { firstBy: first.id, firstByName: first.realName, firstAt: at }),
        ...(d.step === 'both' ? { secondBy: second.id, secondByName: second.realName, secondAt: at } : {}),
      };
      const sent = d.status !== S.notUploaded && d.status !== S.exempt;
      const imageId =
        store && sent ? await store(clerk.id, demoScan([30 + i * 40, 160, 90 + b * 80]), `demo-payment-voucher-${b}-${i}.png`) : null;
      await db.transaction(async (tx) => {
        const created = await repo.insert(tx, values);
        if (created && imageId) await repo.insertVouchers(tx, created.id, [imageId]);
        const record = created && d.status === S.passed ? await repo.find(tx, created.id, { all: true }) : undefined;
        if (record) await postPassed(tx, SEED_ACTOR, record);
      });
    }
  }
}
