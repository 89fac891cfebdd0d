import { LOAN_VOUCHER_STATUS as S } from '@lc/shared';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paged-list';
import { type StoreDemoImage, demoScan } from '../bill/bill-documents.seed';
import type { FindDemoUser } from '../module-kit';
import { type NewLoanVoucher, loanVoucherRepository as repo, loanVoucherWhere } from './loan-voucher.repository';

type Step = 'none' | 'first' | 'both';
/** Where each demo payment's voucher stands; the draws left over stay "not uploaded" (no row). */
const DEMO: { status: number; level: number; step: Step; comment?: string }[] = [
  { status: S.pending, level: 1, step: 'none' },
  { status: S.pending, level: 2, step: 'first' },
  { status: S.passed, level: 2, step: 'both', comment: '凭证与放款流水一致' },
  { status: S.rejected, level: 2, step: 'both', comment: '回单缺少银行签章' },
  { status: S.rejected, level: 1, step: 'first', comment: '凭证金额与放款金额不符' },
];

/**
 * Loan vouchers on the demo's paid draws, in every status and at both levels, so both audit lists
 * open with rows; at least one draw is kept without a voucher (the upload page's). Uploaded by
 * the granter (role 21), audited first by in-loan management (42), then by the finance director
 * (20). Each carries a voucher image when the seed is given the file storage. Only into an empty table.
 */
export async function seedDemoLoanVouchers(db: Db, findUser: FindDemoUser, store?: StoreDemoImage) {
  if (await repo.any(db)) return;
  const [uploader, first, second] = await Promise.all(['13800000021', '13800000042', '13800000020'].map((m) => findUser(m)));
  if (!uploader || !first || !second) return;
  const draws = await pageOf(db, repo.list, loanVoucherWhere({ all: true }, 'first', {}), 1, 20);
  const at = new Date();
  for (const [i, d] of DEMO.slice(0, Math.max(0, draws.length - 1)).entries()) {
    const draw = draws[i]!;
    const values: NewLoanVoucher = {
      drawId: draw.drawId,
      status: d.status,
      level: d.level,
      uploadedBy: uploader.id,
      uploadedByName: uploader.realName,
      uploadedAt: at,
      decisionComment: d.comment ?? null,
      ...(d.step === 'none' ? {} : { firstBy: first.id, firstByName: first.realName, firstAt: at }),
      ...(d.step === 'both' ? { secondBy: second.id, secondByName: second.realName, secondAt: at } : {}),
    };
    const imageId = store ? await store(uploader.id, demoScan([200, 60 + i * 30, 40]), `demo-loan-voucher-${i}.png`) : null;
    await db.transaction(async (tx) => {
      const created = await repo.insert(tx, values);
      if (created && imageId) await repo.insertImages(tx, created.id, 1, [imageId]);
    });
  }
}
