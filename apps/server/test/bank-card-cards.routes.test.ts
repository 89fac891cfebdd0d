import { BlobWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000'; // role 1: every permission, every area
const SALES_BJ = '13800000011'; // role 11: own records (the demo borrowers are theirs)
const SALES_SH = '13800000211'; // role 11: own records, Shanghai
const OTHER = '13800000033'; // role 33: field staff, no card permission
const CARDS = '/api/v1/bankCard';
const LENDER_CARDS = '/api/v1/lenderBankCard';
// Luhn-valid numbers on seeded BINs: 622202 (ICBC, 19 digits), 622588 (CMB, 16 digits).
const ICBC_CARD = '6222020200112233446';
const CMB_CARD = '6225880000000001';

type CardRow = { id: number; cardNoMasked: string; bankCode: string; bankName: string; version: number; status: number };

describe('borrowers bank cards (/borrowManage/bankcardList, /lenderManage/bankCardList)', () => {
  let t: TestApp;
  let admin: string;
  let salesBj: string;
  let salesSh: string;
  let borrowerId: number;
  let cardId: number;

  async function grant(roleId: number, codes: string[]) {
    const roles = (await t.call({ method: 'GET', url: '/api/v1/admin/roles', cookie: admin })).json().data.roles as {
      id: number;
      codes: string[];
    }[];
    const held = roles.find((r) => r.id === roleId)!.codes;
    const res = await t.call({
      method: 'PUT',
      url: `/api/v1/admin/roles/${roleId}/grants`,
      cookie: admin,
      payload: { codes: [...new Set([...held, ...codes])] },
    });
    expect(res.statusCode).toBe(200);
  }
  const get = (url: string, cookie?: string) => t.call({ method: 'GET', url, cookie });
  const create = (payload: object, cookie = salesBj) => t.call({ method: 'POST', url: CARDS, cookie, payload });
  const card = (over: object = {}) => ({
    borrowerId,
    cardNo: ICBC_CARD,
    accountName: '王建国',
    reservedMobile: '13912340001',
    status: 1,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ADMIN);
    await grant(11, ['borrow_manage', 'bank_card_manage', 'lender_manage', 'bill_grant_bank_card_mamange']);
    [salesBj, salesSh] = await Promise.all([t.login(SALES_BJ), t.login(SALES_SH)]);
    const borrowers = (await get('/api/v1/borrower/list?keyword=' + encodeURIComponent('王建国'), admin)).json().data.list as {
      id: number;
    }[];
    borrowerId = borrowers[0]!.id;
  });
  afterAll(() => t.close());

  it('opens on the demo cards, in several statuses, both lists, masked', async () => {
    for (const url of [`${CARDS}/list`, `${LENDER_CARDS}/list`]) {
      const data = (await get(url, admin)).json().data as { total: number; list: CardRow[] };
      expect(data.total).toBeGreaterThanOrEqual(4);
      expect(new Set(data.list.map((r) => r.status))).toEqual(new Set([0, 1, 2]));
      expect(data.list.every((r) => /^\*{4} \*{4} \*{4} \d{4}$/.test(r.cardNoMasked))).toBe(true);
    }
  });

  it('refuses a number failing the Luhn check, or one no BIN names, and changes nothing', async () => {
    const before = (await get(`${CARDS}/list?borrowerId=${borrowerId}`, admin)).json().data.total as number;
    const luhn = await create(card({ cardNo: '6222020200112233445' }));
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().msg).toBe('银行卡号校验位错误，请核对卡号');
    const short = await create(card({ cardNo: '62220202' }));
    expect(short.json().msg).toBe('银行卡号须为12至19位数字');
    const unknown = await create(card({ cardNo: '9999990000000006' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('未能按卡BIN识别发卡行，请先在卡BIN配置中添加');
    expect((await create(card({ reservedMobile: '123' }))).statusCode).toBe(400);
    expect((await get(`${CARDS}/list?borrowerId=${borrowerId}`, admin)).json().data.total).toBe(before);
  });

  it('adds a card with its bank resolved from the BIN; the number and mobile only ever leave masked', async () => {
    const res = await create(card());
    expect(res.json()).toMatchObject({ code: 200, msg: '已新增' });
    cardId = res.json().data.id as number;
    expect((await create(card())).statusCode).toBe(409);

    const replies = [
      await get(`${CARDS}/list?borrowerId=${borrowerId}`, salesBj),
      await get(`${CARDS}/${cardId}`, salesBj),
      await get(`${LENDER_CARDS}/list?borrowerId=${borrowerId}`, salesBj),
      await get(`${LENDER_CARDS}/${cardId}`, salesBj),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.body).not.toContain(ICBC_CARD);
      expect(reply.body).not.toContain('13912340001');
    }
    expect(replies[1]!.json().data).toMatchObject({
      id: cardId,
      borrowerId,
      borrowerName: '王建国',
      cardNoMasked: '**** **** **** 3446',
      bankCode: 'ICBC',
      bankName: '中国工商银行',
      reservedMobileMasked: '139****0001',
      status: 1,
    });
    expect((await get(`${CARDS}/list?keyword=3446`, salesBj)).json().data.list.map((r: CardRow) => r.id)).toContain(cardId);
  });

  it('edits at the version read (the bank follows a new number), 409 when stale; the audit keeps numbers masked', async () => {
    const { version } = (await get(`${CARDS}/${cardId}`, salesBj)).json().data as CardRow;
    const edit = (v: number) =>
      t.call({ method: 'PUT', url: `${CARDS}/${cardId}`, cookie: salesBj, payload: card({ cardNo: CMB_CARD, status: 2, version: v }) });
    expect((await edit(version)).json()).toMatchObject({ code: 200, msg: '已保存' });
    const stale = await edit(version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('该银行卡已被他人修改，请刷新后重试');
    expect((await get(`${CARDS}/${cardId}`, salesBj)).json().data).toMatchObject({
      bankCode: 'CMB',
      cardNoMasked: '**** **** **** 0001',
      status: 2,
    });

    const audit = await get('/api/v1/admin/audit?entity=bank_card&pageSize=100', admin);
    expect(audit.statusCode).toBe(200);
    expect(audit.body).not.toContain(ICBC_CARD);
    expect(audit.body).not.toContain(CMB_CARD);
    expect(audit.body).not.toContain('13912340001');
    const trail = (audit.json().data.list as { entityId: string; action: string; before: unknown; after: unknown }[]).filter(
      (e) => e.entityId === String(cardId),
    );
    expect(trail.map((e) => e.action)).toEqual(['update', 'create']);
    expect(trail[0]).toMatchObject({
      before: { cardNo: '**** **** **** 3446', bankCode: 'ICBC' },
      after: { cardNo: '**** **** **** 0001', bankCode: 'CMB', status: 2 },
    });
  });

  it('reveals the number only through the audited viewer, in scope; the audit records the look, not the number', async () => {
    const reveal = (cookie: string, field: string) => get(`/api/view/encrypt_record?entity=bank_card&id=${cardId}&field=${field}`, cookie);
    const seen = await reveal(salesBj, 'cardNo');
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain(CMB_CARD);
    expect((await reveal(salesSh, 'cardNo')).statusCode).toBe(404);
    const looks = await get('/api/v1/admin/audit?action=view_plain&pageSize=100', admin);
    expect(
      (looks.json().data.list as { entity: string; entityId: string }[]).some(
        (e) => e.entity === 'bank_card' && e.entityId === String(cardId),
      ),
    ).toBe(true);
    expect(looks.body).not.toContain(CMB_CARD);
  });

  it('exports the cards of the scope with numbers and mobiles masked, never in the clear', async () => {
    const res = await get(`${CARDS}/export?fileName=${encodeURIComponent('银行卡')}&borrowerId=${borrowerId}`, salesBj);
    expect(res.statusCode).toBe(200);
    const { taskNo, downloadPassword } = res.json().data as { taskNo: string; downloadPassword: string };
    let status = 0;
    for (let i = 0; i < 200 && status !== 2; i++) {
      const tasks = (await get('/api/v1/export/tasks', salesBj)).json().data.list as { taskNo: string; status: number }[];
      status = tasks.find((x) => x.taskNo === taskNo)?.status ?? 0;
      if (status !== 2) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(2);
    const file = await t.call({
      method: 'POST',
      url: `/api/v1/export/tasks/${taskNo}/download`,
      payload: { password: downloadPassword },
      cookie: salesBj,
    });
    const [entry] = await new ZipReader(new Uint8ArrayReader(new Uint8Array(file.rawPayload))).getEntries();
    if (!entry || entry.directory) throw new Error('the zip holds no file');
    const xlsx = Buffer.from(await (await entry.getData(new BlobWriter(), { password: downloadPassword })).arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as never);
    const sheet = workbook.worksheets[0]!;
    const cells = sheet.getSheetValues().flat().map(String);
    expect(cells).toContain('**** **** **** 0001');
    expect(cells).toContain('139****0001');
    expect(cells.some((c) => c.includes(CMB_CARD) || c.includes('13912340001'))).toBe(false);
    expect((await get(`${CARDS}/export?fileName=x`, await t.login(OTHER))).statusCode).toBe(403);
  });

  it('keeps to the data scope: another salesperson neither sees nor reaches the card (404)', async () => {
    expect((await get(`${CARDS}/list`, salesSh)).json().data.list.map((r: CardRow) => r.id)).not.toContain(cardId);
    expect((await get(`${CARDS}/${cardId}`, salesSh)).statusCode).toBe(404);
    expect((await get(`${LENDER_CARDS}/${cardId}`, salesSh)).statusCode).toBe(404);
    const put = await t.call({ method: 'PUT', url: `${CARDS}/${cardId}`, cookie: salesSh, payload: card({ version: 1 }) });
    expect(put.statusCode).toBe(404);
    // Nor may they add a card to a borrower they cannot see.
    const foreign = await create(card({ cardNo: CMB_CARD }), salesSh);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('借款人不存在或不在您的数据范围内');
  });

  it('refuses staff without the permissions (403) and callers not signed in (401)', async () => {
    const other = await t.login(OTHER);
    expect((await get(`${CARDS}/list`, other)).statusCode).toBe(403);
    expect((await get(`${CARDS}/${cardId}`, other)).statusCode).toBe(403);
    expect((await create(card(), other)).statusCode).toBe(403);
    expect((await get(`${LENDER_CARDS}/list`, other)).statusCode).toBe(403);
    expect((await get(`${CARDS}/list`)).statusCode).toBe(401);
    expect((await get(`${LENDER_CARDS}/${cardId}`)).statusCode).toBe(401);
  });
});
