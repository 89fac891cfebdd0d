import { type AgreedTerms, REPAYMENT_METHOD_NAMES } from '@lc/shared';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { contractSignedGate } from '../src/modules/contract/contract-gate.service';
import { TINY_PNG } from './bill-fixtures';
import { multipart } from './helpers/multipart';
import { inspectPdf } from './helpers/pdf-inspect';
import { type TestApp, createTestApp } from './helpers/test-app';

const ADMIN = '13800000000';
const BACK_OFFICE = '13800000051'; // role 51: the signing pages, agreementAdd, templates
const APPROVER = '13800000010'; // role 10: the contract approval node
const FINANCE = '13800000020'; // role 20: none of the signing codes
const BODY =
  '借款合同\n合同编号：{{contract.no}}\n借款人：{{borrower.name}}\n借款金额：人民币{{loan.amount}}元（大写：{{loan.amountCapital}}；{{loan.amountWanYi}}）\n抵押物：{{collateral.address}}\n年利率{{loan.annualRate}}，{{loan.method}}，期限{{loan.durationDays}}天\n{{loan.penaltyRule}}\n出借人：{{funding.name}}';

type Options = {
  bills: { id: number; billNo: string; customerName: string }[];
  templates: { id: number; kind: string; version: number }[];
};
type Detail = {
  status: number;
  version: number;
  contractNo: string;
  templateVersion: number;
  text: string;
  pdfSha256: string;
  flow: { version: number } | null;
  scanImageIds: string[];
  signedDate: string | null;
};

describe('contracts and templates (/agreementManager, /showSignDetail)', () => {
  let t: TestApp;
  const c = {} as Record<'admin' | 'office' | 'approver' | 'finance', string>;
  let templateId: number;
  let bill: Options['bills'][number];

  const get = (cookie: string, url: string) => t.call({ method: 'GET', url: `/api/v1${url}`, cookie });
  const post = (cookie: string, url: string, payload: object) => t.call({ method: 'POST', url: `/api/v1${url}`, cookie, payload });
  const put = (cookie: string, url: string, payload: object) => t.call({ method: 'PUT', url: `/api/v1${url}`, cookie, payload });
  const count = async (table: string) =>
    Number((await queryRows<{ n: string }>(t.database.db, sql`select count(*)::text as n from ${sql.identifier(table)}`))[0]!.n);
  const detail = async (id: number) => (await get(c.office, `/contract/${id}`)).json().data as Detail;
  const make = (cookie: string, payload: object = {}) =>
    post(cookie, '/contract', { billId: bill.id, templateId, kind: 'advance', ...payload });
  const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const upload = async (cookie: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/upload/v2/image',
      cookie,
      ...multipart({ field: 'upload_file', filename: 'scan.png', content: TINY_PNG, type: 'image/png' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: string }).id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, m] of [
      ['admin', ADMIN],
      ['office', BACK_OFFICE],
      ['approver', APPROVER],
      ['finance', FINANCE],
    ] as const) {
      c[k] = await t.login(m);
    }
    const made = await post(c.office, '/contractTemplate/composite', { name: '测试借款合同', body: BODY });
    expect(made.statusCode, made.body).toBe(200);
    templateId = made.json().data.id;
    const options = (await get(c.office, '/contract/options')).json().data as Options;
    bill = options.bills[0]!;
    expect(bill).toBeDefined();
    expect(options.templates.some((x) => x.id === templateId)).toBe(true);
  });
  afterAll(() => t.close());

  it('refuses callers without the codes (403) and bad input (400, nothing written)', async () => {
    expect((await get(c.finance, '/contract/list')).statusCode).toBe(403);
    expect((await make(c.finance)).statusCode).toBe(403);
    expect((await get(c.finance, '/contractTemplate/composite/list')).statusCode).toBe(403);
    const before = await count('contracts');
    const bad = await make(c.office, { kind: 'loan' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('合同类型不存在');
    expect((await make(c.office, { templateId: 999999 })).statusCode).toBe(404);
    expect((await make(c.office, { billId: 'x' })).statusCode).toBe(400);
    const unknown = await post(c.office, '/contractTemplate/channel', { name: '坏模板', body: '利率{{loan.rate}}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('模板中有不存在的字段：loan.rate');
    expect(await count('contracts')).toBe(before);
  });

  it('versions templates: an edit makes a new version, a stale one is a 409, a contract keeps its version', async () => {
    const first = (await make(c.office)).json().data as { id: number };
    const edited = await put(c.office, `/contractTemplate/composite/${templateId}`, {
      name: '测试借款合同',
      body: `${BODY}\n（第二版）`,
      version: 1,
    });
    expect(edited.json()).toMatchObject({ code: 200, data: { version: 2 } });
    const stale = await put(c.office, `/contractTemplate/composite/${templateId}`, { name: 'x', body: 'y', version: 1 });
    expect(stale.statusCode).toBe(409);
    const tpl = (await get(c.office, `/contractTemplate/composite/${templateId}`)).json().data as {
      version: number;
      versions: unknown[];
      body: string;
    };
    expect(tpl).toMatchObject({ version: 2 });
    expect(tpl.versions).toHaveLength(2);
    expect((await detail(first.id)).templateVersion).toBe(1);
    const second = (await make(c.office)).json().data as { id: number };
    expect((await detail(second.id)).templateVersion).toBe(2);
    expect((await detail(second.id)).text).toContain('（第二版）');
    // The template is not the channel list's.
    expect((await get(c.office, `/contractTemplate/channel/${templateId}`)).statusCode).toBe(404);
  });

  it('renders the PDF with the embedded CJK font and the amount in capitals', async () => {
    const made = (await make(c.office)).json().data as { id: number; contractNo: string };
    expect(made.contractNo).toMatch(/^(BJ|SH|XA|WH)-DY-\d{10}$/);
    const d = await detail(made.id);
    expect(d.text).toMatch(/大写：[壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整零]+；/);
    const capital = /大写：([^；]+)；/.exec(d.text)![1]!;
    // The terms final review agreed (decision 0070), and the lender by name, never its code.
    const terms = (await t.call({ method: 'GET', url: `/api/bill/v1/bill/${bill.id}`, cookie: c.admin })).json().data.terms as AgreedTerms;
    const percent = `${new Decimal(terms.annualRate).times(100).toFixed()}%`;
    expect(d.text).toContain(`年利率${percent}，${REPAYMENT_METHOD_NAMES[terms.method]}，期限${terms.termDays}天`);
    expect(d.text).toContain(`借款金额：人民币${terms.amount}元`);
    expect(d.text).toContain('按逾期未还本金与利息之和每日0.05%计收罚息');
    expect(d.text).not.toMatch(/hnxiaodai|yunxintrust|zhonghaitrust/);
    const res = await t.call({ method: 'GET', url: `/api/v1/contract/${made.id}/pdf`, cookie: c.office });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = inspectPdf(res.rawPayload);
    expect(pdf.text.replace(/\s/g, '')).toContain(capital);
    expect(pdf.text).toContain(made.contractNo);
    expect(pdf.fonts.length).toBeGreaterThan(0);
    expect(pdf.fonts.every((f) => f.embedded && f.subset)).toBe(true);
    // The preview is the stored file: the same bytes each time, the hash on the record.
    const again = await t.call({ method: 'GET', url: `/api/v1/contract/${made.id}/pdf`, cookie: c.office });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(d.pdfSha256);
  });

  it('runs the flow: in approval → approved (the workflow node) → signed with the scan and the date', async () => {
    const made = (await make(c.office)).json().data as { id: number };
    const d = await detail(made.id);
    expect(d.status).toBe(1);
    // Signing before approval is refused; the maker cannot approve (not the node's holder).
    const scan = await upload(c.office);
    expect(
      (await post(c.office, `/contract/${made.id}/sign`, { version: d.version, signedDate: today(), scanImageIds: [scan] })).statusCode,
    ).toBe(409);
    expect((await post(c.office, `/contract/${made.id}/approve`, { flowVersion: d.flow!.version })).statusCode).toBe(403);
    const approved = await post(c.approver, `/contract/${made.id}/approve`, { flowVersion: d.flow!.version });
    expect(approved.json()).toMatchObject({ code: 200, data: { status: 2 } });
    const ready = await detail(made.id);
    expect(await contractSignedGate(t.database.db)(bill.id)).toBe(false);

    // Bad input: a scan not uploaded by the signer, a date in the future, no scan.
    const foreign = await upload(c.admin);
    const bad = (payload: object) =>
      post(c.office, `/contract/${made.id}/sign`, { version: ready.version, signedDate: today(), scanImageIds: [scan], ...payload });
    expect((await bad({ scanImageIds: [foreign] })).statusCode).toBe(400);
    expect((await bad({ signedDate: '2999-01-01' })).statusCode).toBe(400);
    expect((await bad({ scanImageIds: [] })).json().msg).toBe('请上传签署扫描件');
    expect((await bad({ version: ready.version + 5 })).statusCode).toBe(409);
    // The provider refuses once: nothing changes; then it signs.
    expect((await post(c.office, '/contract/esign/next', { outcome: 'refuse' })).statusCode).toBe(200);
    expect((await bad({})).statusCode).toBe(409);
    expect((await detail(made.id)).status).toBe(2);
    const signed = await bad({});
    expect(signed.json()).toMatchObject({ code: 200, data: { status: 3 } });
    const after = await detail(made.id);
    expect(after).toMatchObject({ status: 3, signedDate: today(), scanImageIds: [scan] });
    expect((await bad({ version: after.version })).statusCode).toBe(409);
    expect(await contractSignedGate(t.database.db)(bill.id)).toBe(true);
    // The scan is served encrypted to whoever may read the contract.
    expect((await get(c.approver, `/contract/${made.id}/scan/${scan}`)).statusCode).toBe(200);
    expect((await get(c.approver, `/contract/${made.id}/scan/${scan}/key`)).statusCode).toBe(200);
    expect((await get(c.approver, `/contract/${made.id}/scan/${foreign}`)).statusCode).toBe(404);
    const listed = (await get(c.office, '/contract/list?kind=advance&status=3')).json().data as { list: { id: number }[] };
    expect(listed.list.map((r) => r.id)).toContain(made.id);
  });

  it('a rejection moves the contract to -1 with the reason required', async () => {
    const made = (await make(c.office, { kind: 'mortgage' })).json().data as { id: number };
    const d = await detail(made.id);
    expect((await post(c.approver, `/contract/${made.id}/reject`, { flowVersion: d.flow!.version })).statusCode).toBe(400);
    const rejected = await post(c.approver, `/contract/${made.id}/reject`, { flowVersion: d.flow!.version, comment: '金额有误' });
    expect(rejected.json()).toMatchObject({ code: 200, data: { status: -1 } });
  });

  it('keeps contract numbers unique under 50 concurrent creations', async () => {
    const before = await count('contracts');
    const results = await Promise.all(Array.from({ length: 50 }, () => make(c.office)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const numbers = results.map((r) => r.json().data.contractNo as string);
    expect(new Set(numbers).size).toBe(50);
    expect(await count('contracts')).toBe(before + 50);
  });
});
