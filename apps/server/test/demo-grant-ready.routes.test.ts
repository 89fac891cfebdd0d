import { GRANT_API } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFileStorage } from '../src/lib/file-storage';
import { userRepository } from '../src/modules/identity/user.repository';
import { GRANT_READY_CUSTOMER, seedGrantReadyBill } from '../src/seed/demo-grant-ready';
import { type Caller, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const G = GRANT_API.endpoints;

/**
 * Decision 0052: the demo holds a bill that passes the grant request's gate (decision 0051). The
 * test database is seeded without file storage (no contract PDFs), so the step runs here as the
 * demo seed runs it, with storage; the gate then reads its facts through the contract, mortgage and
 * archive services, as for any bill.
 */
describe('the demo bill ready for a grant request', () => {
  let t: TestApp;
  let riskStaff: Caller; // role 31: requests (bill_grant_approve_manager)
  const bills = async () => (await riskStaff.call(G.grantableBills)).list;

  beforeAll(async () => {
    t = await createTestApp();
    riskStaff = await as(t, 'riskStaff');
  });
  afterAll(() => t.close());

  it('gets a signed contract and a card from the seed step (once), and then the request passes the gate', async () => {
    const before = (await bills()).find((b) => b.customerName === GRANT_READY_CUSTOMER);
    expect(before, 'the certificate seed’s loan is final-approved').toBeDefined();
    const ask = (cardId: number) =>
      riskStaff.send(G.request, { body: { billId: before!.id, amount: '500000.00', cardId, fundingParty: 'hnxiaodai' } });
    const db = t.database.db;
    const run = () => seedGrantReadyBill(db, (mobile) => userRepository.findByMobile(db, mobile), appFileStorage(t.config.dataDir));
    await run();
    await run();
    const { rows } = await t.database.executeSql(
      `select (select count(*)::int from contracts where bill_id = ${before!.id}) contracts,
              (select count(*)::int from bank_cards where bill_id = ${before!.id}) cards`,
    );
    expect(rows).toEqual([{ contracts: 1, cards: 1 }]);
    // The card is filed under the loan's own borrower, the person the bill names.
    const [holder] = (
      await t.database.executeSql(
        `select w.name from bank_cards k join borrowers w on w.id = k.borrower_id where k.bill_id = ${before!.id}`,
      )
    ).rows as { name: string }[];
    expect(holder?.name).toBe(GRANT_READY_CUSTOMER);

    const ready = (await bills()).find((b) => b.id === before!.id)!;
    expect(ready.cards).toHaveLength(1);
    // The gate reads the seeded facts as any bill's: with the contract not yet signed, that alone is missing.
    await t.database.executeSql(`update contracts set status = 2 where bill_id = ${before!.id}`);
    const refused = await ask(ready.cards[0]!.id);
    expect([refused.status, refused.body.msg]).toEqual([409, '该报单尚不能申请放款：合同未签署']);
    await t.database.executeSql(`update contracts set status = 3 where bill_id = ${before!.id}`);
    const made = await ask(ready.cards[0]!.id);
    expect(made.status, made.body.msg).toBe(200);
    expect(await riskStaff.call(G.detail, { params: { id: made.reply!.id } })).toMatchObject({ status: 1 });
  });
});
