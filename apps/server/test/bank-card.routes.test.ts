import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000'; // role 1: every permission
const SALES = '13800000011'; // role 11: no system settings
const BANKS = '/api/v1/bank';
const BINS = '/api/v1/cardBin';
const LOOKUP = '/api/bankcard/v2/bank_info/list';

type AuditEntry = { action: string; entityId: string; before: unknown; after: unknown };

describe('banks and card BINs (/systemSetting/bankList, /systemSetting/cardBinList) and the BIN lookup', () => {
  let t: TestApp;
  let admin: string;
  let sales: string;

  const get = (url: string, cookie?: string) => t.call({ method: 'GET', url, cookie });
  const post = (url: string, payload: object, cookie = admin) => t.call({ method: 'POST', url, cookie, payload });
  const put = (url: string, payload: object, cookie = admin) => t.call({ method: 'PUT', url, cookie, payload });
  const lookup = (no: string, cookie = sales) => get(`${LOOKUP}?bankCardNo=${encodeURIComponent(no)}`, cookie);
  const bankByCode = async (code: string) =>
    (
      (await get(`${BANKS}/list?keyword=${code}&pageSize=100`, admin)).json().data.list as {
        id: number;
        bankCode: string;
        version: number;
      }[]
    ).find((b) => b.bankCode === code)!;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, sales] = await Promise.all([t.login(ADMIN), t.login(SALES)]);
  });
  afterAll(() => t.close());

  it('ships the major banks and their common debit BINs', async () => {
    const banks = (await get(`${BANKS}/list?pageSize=100`, admin)).json().data;
    expect(banks.total).toBeGreaterThanOrEqual(17);
    const codes = (banks.list as { bankCode: string }[]).map((b) => b.bankCode);
    for (const code of [
      'ICBC',
      'ABC',
      'BOC',
      'CCB',
      'BOCOM',
      'CMB',
      'PSBC',
      'CITIC',
      'CEB',
      'CMBC',
      'SPDB',
      'CIB',
      'PAB',
      'HXB',
      'GDB',
      'BOB',
      'BOSC',
    ]) {
      expect(codes).toContain(code);
    }
    const icbc = (await get(`${BINS}/list?keyword=622202`, admin)).json().data;
    expect(icbc.list).toMatchObject([{ binPrefix: '622202', bankCode: 'ICBC', bankName: '中国工商银行', cardType: 1, cardLength: 19 }]);
  });

  it('answers the BIN lookup exactly as the spec says: data.data of bankCode and bankName', async () => {
    const res = await lookup('6222020200112233446');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: expect.any(String), data: { data: [{ bankCode: 'ICBC', bankName: '中国工商银行' }] } });
    expect((await lookup('622848')).json().data).toEqual({ data: [{ bankCode: 'ABC', bankName: '中国农业银行' }] });
    expect((await lookup('621700123')).json().data).toEqual({ data: [{ bankCode: 'CCB', bankName: '中国建设银行' }] });
    // A number no BIN knows: an empty list, not an error.
    expect((await lookup('999999000011')).json().data).toEqual({ data: [] });
  });

  it('refuses fewer than 6 digits, or anything but digits, with a 400 and a clear message', async () => {
    for (const no of ['62220', '', '6222O2', '62220202001122334460']) {
      const res = await lookup(no);
      expect(res.statusCode, no).toBe(400);
      expect(res.json().msg).toBe('请输入至少6位数字的银行卡号');
    }
    expect((await get(`${LOOKUP}?bankCardNo=622202`)).statusCode).toBe(401);
  });

  it('adds a bank and a longer BIN: the longest prefix wins, a disabled bank drops out', async () => {
    const bad = await post(BANKS, { bankCode: 'x y', bankName: '', status: 1 });
    expect(bad.statusCode).toBe(400);
    const created = await post(BANKS, { bankCode: 'CZBANK', bankName: '浙商银行', status: 1 });
    expect(created.json()).toMatchObject({ code: 200, msg: '已新增' });
    const taken = await post(BANKS, { bankCode: 'CZBANK', bankName: '另一个', status: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('银行编码CZBANK已存在');

    const unknownBank = await post(BINS, { binPrefix: '62220299', bankCode: 'NOPE', cardType: 1, cardLength: 19 });
    expect(unknownBank.statusCode).toBe(400);
    expect(unknownBank.json().msg).toBe('银行编码NOPE不在银行列表中');
    for (const binPrefix of ['62220', '62220299001', '6222a2']) {
      const res = await post(BINS, { binPrefix, bankCode: 'CZBANK', cardType: 1, cardLength: 19 });
      expect(res.statusCode, binPrefix).toBe(400);
      expect(res.json().msg).toBe('卡BIN须为6至10位数字');
    }
    expect((await post(BINS, { binPrefix: '62220299', bankCode: 'CZBANK', cardType: 3, cardLength: 19 })).statusCode).toBe(400);
    expect((await post(BINS, { binPrefix: '62220299', bankCode: 'CZBANK', cardType: 1, cardLength: 20 })).statusCode).toBe(400);
    expect((await post(BINS, { binPrefix: '62220299', bankCode: 'CZBANK', cardType: 1, cardLength: 19 })).statusCode).toBe(200);
    const dup = await post(BINS, { binPrefix: '622202', bankCode: 'CZBANK', cardType: 1, cardLength: 19 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe('卡BIN 622202 已存在');

    expect((await lookup('6222029900000000001')).json().data).toEqual({ data: [{ bankCode: 'CZBANK', bankName: '浙商银行' }] });
    expect((await lookup('6222020000000000001')).json().data).toEqual({ data: [{ bankCode: 'ICBC', bankName: '中国工商银行' }] });

    const cz = await bankByCode('CZBANK');
    expect((await put(`${BANKS}/${cz.id}`, { bankCode: 'CZBANK', bankName: '浙商银行', status: 0, version: cz.version })).statusCode).toBe(
      200,
    );
    // With its bank disabled the 8-digit BIN no longer answers; the 6-digit ICBC one does.
    expect((await lookup('6222029900000000001')).json().data).toEqual({ data: [{ bankCode: 'ICBC', bankName: '中国工商银行' }] });
    expect((await get(`${BANKS}/options`, sales)).json().data.list).not.toContainEqual({ bankCode: 'CZBANK', bankName: '浙商银行' });
  });

  it('edits at the version read (a stale edit gets 409) and audits every write', async () => {
    const cz = await bankByCode('CZBANK');
    const stale = await put(`${BANKS}/${cz.id}`, { bankCode: 'CZBANK', bankName: '浙商', status: 1, version: cz.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('该银行已被他人修改，请刷新后重试');
    expect((await get(`${BANKS}/${cz.id}`, admin)).json().data).toMatchObject({ bankName: '浙商银行', status: 0 });
    expect((await put(`${BANKS}/999999`, { bankCode: 'ZZ', bankName: '无', status: 1, version: 0 })).statusCode).toBe(404);

    const bin = (await get(`${BINS}/list?keyword=62220299`, admin)).json().data.list[0] as { id: number; version: number };
    expect(
      (await put(`${BINS}/${bin.id}`, { binPrefix: '622202', bankCode: 'CZBANK', cardType: 1, cardLength: 19, version: bin.version }))
        .statusCode,
    ).toBe(409);
    expect(
      (await put(`${BINS}/${bin.id}`, { binPrefix: '62220299', bankCode: 'CZBANK', cardType: 2, cardLength: 16, version: bin.version }))
        .statusCode,
    ).toBe(200);
    expect(
      (await put(`${BINS}/${bin.id}`, { binPrefix: '62220299', bankCode: 'CZBANK', cardType: 2, cardLength: 16, version: bin.version }))
        .statusCode,
    ).toBe(409);

    const trail = async (entity: string) =>
      ((await get(`/api/v1/admin/audit?entity=${entity}&pageSize=100`, admin)).json().data.list as AuditEntry[]).map((e) => [
        e.action,
        e.before,
        e.after,
      ]);
    expect(await trail('bank')).toEqual([
      ['update', { bankCode: 'CZBANK', bankName: '浙商银行', status: 1 }, { bankCode: 'CZBANK', bankName: '浙商银行', status: 0 }],
      ['create', null, { bankCode: 'CZBANK', bankName: '浙商银行', status: 1 }],
    ]);
    expect((await trail('card_bin'))[0]).toEqual([
      'update',
      { binPrefix: '62220299', bankCode: 'CZBANK', cardType: 1, cardLength: 19 },
      { binPrefix: '62220299', bankCode: 'CZBANK', cardType: 2, cardLength: 16 },
    ]);
  });

  it('refuses staff without bank_list / bank_info_bin_config (403) and callers not signed in (401)', async () => {
    expect((await get(`${BANKS}/list`, sales)).statusCode).toBe(403);
    expect((await post(BANKS, { bankCode: 'XX', bankName: '某行', status: 1 }, sales)).statusCode).toBe(403);
    expect((await get(`${BINS}/list`, sales)).statusCode).toBe(403);
    expect((await post(BINS, { binPrefix: '123456', bankCode: 'ICBC', cardType: 1, cardLength: 19 }, sales)).statusCode).toBe(403);
    expect((await get(`${BANKS}/list`)).statusCode).toBe(401);
    expect((await get(`${BINS}/list`)).statusCode).toBe(401);
    expect((await get(`${BANKS}/options`, sales)).statusCode).toBe(200);
  });
});
