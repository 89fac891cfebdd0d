import { AUDIT_API, BANK_CARD_API, type EndpointInput } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, anonymous, as } from './helpers/as-user';
import { type TestApp, createTestApp } from './helpers/test-app';

const K = BANK_CARD_API.endpoints;
type BankBody = EndpointInput<typeof K.bankCreate>['body'];
type BinBody = EndpointInput<typeof K.binCreate>['body'];

describe('banks and card BINs (/systemSetting/bankList, /systemSetting/cardBinList) and the BIN lookup', () => {
  let t: TestApp;
  let admin: Caller; // role 1: every permission
  let sales: Caller; // role 11: no system settings

  const newBank = (body: BankBody, who = admin) => who.send(K.bankCreate, { body });
  const newBin = (body: BinBody, who = admin) => who.send(K.binCreate, { body });
  const editBank = (id: number, body: EndpointInput<typeof K.bankUpdate>['body']) => admin.send(K.bankUpdate, { params: { id }, body });
  const editBin = (id: number, body: EndpointInput<typeof K.binUpdate>['body']) => admin.send(K.binUpdate, { params: { id }, body });
  const lookup = (no: string, who = sales) => who.send(K.bankInfoLookup, { query: { bankCardNo: no } });
  const bankByCode = async (code: string) =>
    (await admin.call(K.bankList, { query: { keyword: code, pageSize: 100 } })).list.find((b) => b.bankCode === code)!;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, sales] = await Promise.all([as(t, 'admin'), as(t, 'sales')]);
  });
  afterAll(() => t.close());

  it('ships the major banks and their common debit BINs', async () => {
    const banks = await admin.call(K.bankList, { query: { pageSize: 100 } });
    expect(banks.total).toBeGreaterThanOrEqual(17);
    const codes = banks.list.map((b) => b.bankCode);
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
    const icbc = await admin.call(K.binList, { query: { keyword: '622202' } });
    expect(icbc.list).toMatchObject([{ binPrefix: '622202', bankCode: 'ICBC', bankName: '中国工商银行', cardType: 1, cardLength: 19 }]);
  });

  it('answers the BIN lookup exactly as the spec says: data.data of bankCode and bankName', async () => {
    const res = await lookup('6222020200112233446');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: expect.any(String), data: { data: [{ bankCode: 'ICBC', bankName: '中国工商银行' }] } });
    expect((await lookup('622848')).reply).toEqual({ data: [{ bankCode: 'ABC', bankName: '中国农业银行' }] });
    expect((await lookup('621700123')).reply).toEqual({ data: [{ bankCode: 'CCB', bankName: '中国建设银行' }] });
    // A number no BIN knows: an empty list, not an error.
    expect((await lookup('999999000011')).reply).toEqual({ data: [] });
  });

  it('refuses fewer than 6 digits, or anything but digits, with a 400 and a clear message', async () => {
    // '' goes as no bankCardNo at all: endpointUrl leaves empty values out, as the web client does.
    for (const no of ['62220', '', '6222O2', '62220202001122334460']) {
      const res = await lookup(no);
      expect(res.status, no).toBe(400);
      expect(res.body.msg).toBe('请输入至少6位数字的银行卡号');
    }
    expect((await lookup('622202', anonymous(t))).status).toBe(401);
  });

  it('adds a bank and a longer BIN: the longest prefix wins, a disabled bank drops out', async () => {
    const bad = await newBank({ bankCode: 'x y', bankName: '', status: 1 });
    expect(bad.status).toBe(400);
    const created = await newBank({ bankCode: 'CZBANK', bankName: '浙商银行', status: 1 });
    expect(created.body).toMatchObject({ code: 200, msg: '已新增' });
    const taken = await newBank({ bankCode: 'CZBANK', bankName: '另一个', status: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('银行编码CZBANK已存在');

    const unknownBank = await newBin({ binPrefix: '62220299', bankCode: 'NOPE', cardType: 1, cardLength: 19 });
    expect(unknownBank.status).toBe(400);
    expect(unknownBank.body.msg).toBe('银行编码NOPE不在银行列表中');
    for (const binPrefix of ['62220', '62220299001', '6222a2']) {
      const res = await newBin({ binPrefix, bankCode: 'CZBANK', cardType: 1, cardLength: 19 });
      expect(res.status, binPrefix).toBe(400);
      expect(res.body.msg).toBe('卡BIN须为6至10位数字');
    }
    expect((await newBin({ binPrefix: '62220299', bankCode: 'CZBANK', cardType: 3, cardLength: 19 })).status).toBe(400);
    expect((await newBin({ binPrefix: '62220299', bankCode: 'CZBANK', cardType: 1, cardLength: 20 })).status).toBe(400);
    expect((await newBin({ binPrefix: '62220299', bankCode: 'CZBANK', cardType: 1, cardLength: 19 })).status).toBe(200);
    const dup = await newBin({ binPrefix: '622202', bankCode: 'CZBANK', cardType: 1, cardLength: 19 });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('卡BIN 622202 已存在');

    expect((await lookup('6222029900000000001')).reply).toEqual({ data: [{ bankCode: 'CZBANK', bankName: '浙商银行' }] });
    expect((await lookup('6222020000000000001')).reply).toEqual({ data: [{ bankCode: 'ICBC', bankName: '中国工商银行' }] });

    const cz = await bankByCode('CZBANK');
    expect((await editBank(cz.id, { bankCode: 'CZBANK', bankName: '浙商银行', status: 0, version: cz.version })).status).toBe(200);
    // With its bank disabled the 8-digit BIN no longer answers; the 6-digit ICBC one does.
    expect((await lookup('6222029900000000001')).reply).toEqual({ data: [{ bankCode: 'ICBC', bankName: '中国工商银行' }] });
    expect((await sales.call(K.bankOptions)).list).not.toContainEqual({ bankCode: 'CZBANK', bankName: '浙商银行' });
  });

  it('edits at the version read (a stale edit gets 409) and audits every write', async () => {
    const cz = await bankByCode('CZBANK');
    const stale = await editBank(cz.id, { bankCode: 'CZBANK', bankName: '浙商', status: 1, version: cz.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该银行已被他人修改，请刷新后重试');
    expect(await admin.call(K.bankDetail, { params: { id: cz.id } })).toMatchObject({ bankName: '浙商银行', status: 0 });
    expect((await editBank(999999, { bankCode: 'ZZ', bankName: '无', status: 1, version: 0 })).status).toBe(404);

    const bin = (await admin.call(K.binList, { query: { keyword: '62220299' } })).list[0]!;
    expect(
      (await editBin(bin.id, { binPrefix: '622202', bankCode: 'CZBANK', cardType: 1, cardLength: 19, version: bin.version })).status,
    ).toBe(409);
    expect(
      (await editBin(bin.id, { binPrefix: '62220299', bankCode: 'CZBANK', cardType: 2, cardLength: 16, version: bin.version })).status,
    ).toBe(200);
    expect(
      (await editBin(bin.id, { binPrefix: '62220299', bankCode: 'CZBANK', cardType: 2, cardLength: 16, version: bin.version })).status,
    ).toBe(409);

    const trail = async (entity: string) =>
      (await admin.call(AUDIT_API.endpoints.list, { query: { entity, pageSize: 100 } })).list.map((e) => [e.action, e.before, e.after]);
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
    expect((await sales.send(K.bankList, { query: {} })).status).toBe(403);
    expect((await newBank({ bankCode: 'XX', bankName: '某行', status: 1 }, sales)).status).toBe(403);
    expect((await sales.send(K.binList, { query: {} })).status).toBe(403);
    expect((await newBin({ binPrefix: '123456', bankCode: 'ICBC', cardType: 1, cardLength: 19 }, sales)).status).toBe(403);
    expect((await anonymous(t).send(K.bankList, { query: {} })).status).toBe(401);
    expect((await anonymous(t).send(K.binList, { query: {} })).status).toBe(401);
    expect((await sales.send(K.bankOptions)).status).toBe(200);
  });
});
