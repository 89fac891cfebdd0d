import { BlobWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import ExcelJS from 'exceljs';
import {
  ACCESS_API,
  AUDIT_API,
  BANK_CARD_API,
  BANK_CARD_EXPORT,
  BORROWER_API,
  EXPORT_API,
  type EndpointInput,
  SENSITIVE_API,
} from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, anonymous, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

// admin: every permission, every area; sales: role 11, own records (the demo borrowers are theirs); salesSh: role 11,
// own records, Shanghai; interviewAssistant: role 33, no card permission.
const K = BANK_CARD_API.endpoints;
type CardInput = EndpointInput<typeof K.cardCreate>['body'];
// Luhn-valid numbers on seeded BINs: 622202 (ICBC, 19 digits), 622588 (CMB, 16 digits).
const ICBC_CARD = '6222020200112233446';
const CMB_CARD = '6225880000000001';

describe('borrowers bank cards (/borrowManage/bankcardList, /lenderManage/bankCardList)', () => {
  let t: TestApp;
  let admin: Caller;
  let salesBj: Caller;
  let salesSh: Caller;
  let borrowerId: number;
  let cardId: number;

  async function grant(roleId: number, codes: string[]) {
    const { roles } = await admin.call(ACCESS_API.endpoints.roles);
    const held = roles.find((r) => r.id === roleId)!.codes;
    await admin.call(ACCESS_API.endpoints.setRoleGrants, { params: { roleId }, body: { codes: [...new Set([...held, ...codes])] } });
  }
  const create = (body: CardInput, who = salesBj) => who.send(K.cardCreate, { body });
  const card = (over: Partial<CardInput> = {}): CardInput => ({
    borrowerId,
    cardNo: ICBC_CARD,
    accountName: '王建国',
    reservedMobile: '13912340001',
    status: 1,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await as(t, 'admin');
    // Granted before the salespeople sign in.
    await grant(11, ['borrow_manage', 'bank_card_manage', 'lender_manage', 'bill_grant_bank_card_mamange']);
    [salesBj, salesSh] = await Promise.all([as(t, 'sales'), as(t, 'salesSh')]);
    const borrowers = (await admin.call(BORROWER_API.endpoints.list, { query: { keyword: '王建国' } })).list;
    borrowerId = borrowers[0]!.id;
  });
  afterAll(() => t.close());

  it('opens on the demo cards, in several statuses, both lists, masked', async () => {
    for (const list of [K.cardList, K.lenderCardList]) {
      const data = await admin.call(list, { query: {} });
      expect(data.total).toBeGreaterThanOrEqual(4);
      expect(new Set(data.list.map((r) => r.status))).toEqual(new Set([0, 1, 2]));
      expect(data.list.every((r) => /^\*{4} \*{4} \*{4} \d{4}$/.test(r.cardNoMasked))).toBe(true);
    }
  });

  it('refuses a number failing the Luhn check, or one no BIN names, and changes nothing', async () => {
    const total = async () => (await admin.call(K.cardList, { query: { borrowerId } })).total;
    const before = await total();
    const luhn = await create(card({ cardNo: '6222020200112233445' }));
    expect(luhn.status).toBe(400);
    expect(luhn.body.msg).toBe('银行卡号校验位错误，请核对卡号');
    const short = await create(card({ cardNo: '62220202' }));
    expect(short.body.msg).toBe('银行卡号须为12至19位数字');
    const unknown = await create(card({ cardNo: '9999990000000006' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('未能按卡BIN识别发卡行，请先在卡BIN配置中添加');
    expect((await create(card({ reservedMobile: '123' }))).status).toBe(400);
    expect(await total()).toBe(before);
  });

  it('adds a card with its bank resolved from the BIN; the number and mobile only ever leave masked', async () => {
    const res = await create(card());
    expect(res.body).toMatchObject({ code: 200, msg: '已新增' });
    cardId = res.reply!.id;
    expect((await create(card())).status).toBe(409);

    const replies = [
      await salesBj.send(K.cardList, { query: { borrowerId } }),
      await salesBj.send(K.cardDetail, { params: { id: cardId } }),
      await salesBj.send(K.lenderCardList, { query: { borrowerId } }),
      await salesBj.send(K.lenderCardDetail, { params: { id: cardId } }),
    ];
    // The raw replies: neither number leaves in the clear, anywhere in the body.
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.res.body).not.toContain(ICBC_CARD);
      expect(reply.res.body).not.toContain('13912340001');
    }
    expect(replies[1]!.body.data).toMatchObject({
      id: cardId,
      borrowerId,
      borrowerName: '王建国',
      cardNoMasked: '**** **** **** 3446',
      bankCode: 'ICBC',
      bankName: '中国工商银行',
      reservedMobileMasked: '139****0001',
      status: 1,
    });
    expect((await salesBj.call(K.cardList, { query: { keyword: '3446' } })).list.map((r) => r.id)).toContain(cardId);
  });

  it('edits at the version read (the bank follows a new number), 409 when stale; the audit keeps numbers masked', async () => {
    const { version } = await salesBj.call(K.cardDetail, { params: { id: cardId } });
    const edit = (v: number) =>
      salesBj.send(K.cardUpdate, { params: { id: cardId }, body: { ...card({ cardNo: CMB_CARD, status: 2 }), version: v } });
    expect((await edit(version)).body).toMatchObject({ code: 200, msg: '已保存' });
    const stale = await edit(version);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该银行卡已被他人修改，请刷新后重试');
    expect(await salesBj.call(K.cardDetail, { params: { id: cardId } })).toMatchObject({
      bankCode: 'CMB',
      cardNoMasked: '**** **** **** 0001',
      status: 2,
    });

    const audit = await admin.send(AUDIT_API.endpoints.list, { query: { entity: 'bank_card', pageSize: 100 } });
    expect(audit.status).toBe(200);
    expect(audit.res.body).not.toContain(ICBC_CARD);
    expect(audit.res.body).not.toContain(CMB_CARD);
    expect(audit.res.body).not.toContain('13912340001');
    const trail = (audit.reply!.list as { entityId: string; action: string; before: unknown; after: unknown }[]).filter(
      (e) => e.entityId === String(cardId),
    );
    expect(trail.map((e) => e.action)).toEqual(['update', 'create']);
    expect(trail[0]).toMatchObject({
      before: { cardNo: '**** **** **** 3446', bankCode: 'ICBC' },
      after: { cardNo: '**** **** **** 0001', bankCode: 'CMB', status: 2 },
    });
  });

  it('reveals the number only through the audited viewer, in scope; the audit records the look, not the number', async () => {
    const reveal = (who: Caller, field: string) =>
      who.send(SENSITIVE_API.endpoints.reveal, { query: { entity: 'bank_card', id: String(cardId), field } });
    const seen = await reveal(salesBj, 'cardNo');
    expect(seen.status).toBe(200);
    expect(seen.res.body).toContain(CMB_CARD);
    expect((await reveal(salesSh, 'cardNo')).status).toBe(404);
    const looks = await admin.send(AUDIT_API.endpoints.list, { query: { action: 'view_plain', pageSize: 100 } });
    expect(
      (looks.reply!.list as { entity: string; entityId: string }[]).some((e) => e.entity === 'bank_card' && e.entityId === String(cardId)),
    ).toBe(true);
    expect(looks.res.body).not.toContain(CMB_CARD);
  });

  it('exports the cards of the scope with numbers and mobiles masked, never in the clear', async () => {
    const { taskNo, downloadPassword } = await salesBj.call(BANK_CARD_EXPORT, { query: { fileName: '银行卡', borrowerId } });
    let status = 0;
    for (let i = 0; i < 200 && status !== 2; i++) {
      const tasks = (await salesBj.call(EXPORT_API.endpoints.tasks, { query: {} })).list;
      status = tasks.find((x) => x.taskNo === taskNo)?.status ?? 0;
      if (status !== 2) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(2);
    const file = await salesBj.send(EXPORT_API.endpoints.download, { params: { taskNo }, body: { password: downloadPassword } });
    const [entry] = await new ZipReader(new Uint8ArrayReader(new Uint8Array(file.res.rawPayload))).getEntries();
    if (!entry || entry.directory) throw new Error('the zip holds no file');
    const xlsx = Buffer.from(await (await entry.getData(new BlobWriter(), { password: downloadPassword })).arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as never);
    const sheet = workbook.worksheets[0]!;
    const cells = sheet.getSheetValues().flat().map(String);
    expect(cells).toContain('**** **** **** 0001');
    expect(cells).toContain('139****0001');
    expect(cells.some((c) => c.includes(CMB_CARD) || c.includes('13912340001'))).toBe(false);
    expect((await (await as(t, 'interviewAssistant')).send(BANK_CARD_EXPORT, { query: { fileName: 'x' } })).status).toBe(403);
  });

  it('keeps to the data scope: another salesperson neither sees nor reaches the card (404)', async () => {
    expect((await salesSh.call(K.cardList, { query: {} })).list.map((r) => r.id)).not.toContain(cardId);
    expect((await salesSh.send(K.cardDetail, { params: { id: cardId } })).status).toBe(404);
    expect((await salesSh.send(K.lenderCardDetail, { params: { id: cardId } })).status).toBe(404);
    const put = await salesSh.send(K.cardUpdate, { params: { id: cardId }, body: { ...card(), version: 1 } });
    expect(put.status).toBe(404);
    // Nor may they add a card to a borrower they cannot see.
    const foreign = await create(card({ cardNo: CMB_CARD }), salesSh);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('借款人不存在或不在您的数据范围内');
  });

  it('refuses staff without the permissions (403) and callers not signed in (401)', async () => {
    const other = await as(t, 'interviewAssistant');
    expect((await other.send(K.cardList, { query: {} })).status).toBe(403);
    expect((await other.send(K.cardDetail, { params: { id: cardId } })).status).toBe(403);
    expect((await create(card(), other)).status).toBe(403);
    expect((await other.send(K.lenderCardList, { query: {} })).status).toBe(403);
    expect((await anonymous(t).send(K.cardList, { query: {} })).status).toBe(401);
    expect((await anonymous(t).send(K.lenderCardDetail, { params: { id: cardId } })).status).toBe(401);
  });
});
