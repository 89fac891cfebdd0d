import { BANK_CARD_API, GRANT_API, luhnCheckDigit } from '@lc/shared';
import { callerOf } from './as-user';
import { secureForGrant } from './secure-for-grant';
import type { TestApp } from './test-app';
import { approveBillsDirectly } from './approved-bills';

const G = GRANT_API.endpoints;

/**
 * A demo final-approved bill with no grant yet (or the final-approved bill `billId`), made ready for
 * one (gate passed) with a receiving card of its borrower.
 */
export async function grantReadyBill(t: TestApp, admin: string, billId?: number) {
  if (billId === undefined) await approveBillsDirectly(t);
  const which = billId === undefined ? 'not exists (select 1 from grants g where g.bill_id = b.id)' : `b.id = ${billId}`;
  const { rows } = await t.database.executeSql(
    `select b.id, b.borrow_amount::text amount from bills b where b.status = 4 and ${which} order by b.id limit 1`,
  );
  const bill = (rows as { id: number; amount: string }[])[0]!;
  const id = Number(bill.id);
  await secureForGrant(t, id);
  const { rows: borrowers } = await t.database.executeSql(`select id from borrowers where name = '王建国'`);
  const payload = `62220203${String(id).padStart(10, '0')}`;
  const card = await callerOf(t, admin).call(BANK_CARD_API.endpoints.cardCreate, {
    body: {
      borrowerId: Number((borrowers as { id: number }[])[0]!.id),
      billId: id,
      cardNo: payload + luhnCheckDigit(payload),
      accountName: '王建国',
      reservedMobile: '13912340001',
      status: 1,
    },
  });
  return { billId: id, billAmount: bill.amount, cardId: card.id };
}

/** A demo final-approved bill made ready for a grant, requested by `cookies.applicant` and approved up to finance. */
export async function grantAtFinance(t: TestApp, cookies: Record<'admin' | 'applicant' | 'risk' | 'vp1' | 'vp2', string>, amount: string) {
  const { billId, cardId } = await grantReadyBill(t, cookies.admin);
  const { id } = await callerOf(t, cookies.applicant).call(G.request, { body: { billId, amount, cardId, fundingParty: 'hnxiaodai' } });
  for (const who of ['risk', 'vp1', 'vp2'] as const) {
    const approver = callerOf(t, cookies[who]);
    const { flow } = await approver.call(G.detail, { params: { id } });
    await approver.call(G.approve, { params: { id }, body: { flowVersion: flow!.version, comment: '同意' } });
  }
  return id;
}
