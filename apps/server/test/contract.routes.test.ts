import {
  BILL_API,
  COMPOSITE_TEMPLATE_API,
  CHANNEL_TEMPLATE_API,
  CONTRACT_API,
  type EndpointInput,
  REPAYMENT_METHOD_NAMES,
} from '@lc/shared';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { contractSignedGate } from '../src/modules/contract/contract-gate.service';
import { uploadImage } from './bill-fixtures';
import { type Caller, asEach } from './helpers/as-user';
import { inspectPdf } from './helpers/pdf-inspect';
import { type TestApp, createTestApp } from './helpers/test-app';

const C = CONTRACT_API.endpoints;
const T = COMPOSITE_TEMPLATE_API.endpoints;
const BODY =
  '借款合同\n合同编号：{{contract.no}}\n借款人：{{borrower.name}}\n借款金额：人民币{{loan.amount}}元（大写：{{loan.amountCapital}}；{{loan.amountWanYi}}）\n抵押物：{{collateral.address}}\n年利率{{loan.annualRate}}，{{loan.method}}，期限{{loan.durationDays}}天\n{{loan.penaltyRule}}\n出借人：{{funding.name}}';

describe('contracts and templates (/agreementManager, /showSignDetail)', () => {
  let t: TestApp;
  // backOffice (51): the signing pages, agreementAdd, templates; risk (10): the contract approval node;
  // financeHead (20): none of the signing codes.
  let c: Record<'admin' | 'backOffice' | 'risk' | 'financeHead', Caller>;
  let office: Caller;
  let templateId: number;
  let bill: { id: number };

  const count = async (table: string) =>
    Number((await queryRows<{ n: string }>(t.database.db, sql`select count(*)::text as n from ${sql.identifier(table)}`))[0]!.n);
  const detail = (id: number) => office.call(C.detail, { params: { id } });
  type MakeBody = EndpointInput<typeof C.create>['body'];
  const make = (who: Caller, body: Partial<MakeBody> = {}) =>
    who.send(C.create, { body: { billId: bill.id, templateId, kind: 'advance', ...body } });
  const made = async (body: Partial<MakeBody> = {}) => (await make(office, body)).reply!;
  const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const upload = (who: Caller) => uploadImage(who, 'scan.png');

  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, 'admin', 'backOffice', 'risk', 'financeHead');
    office = c.backOffice;
    templateId = (await office.call(T.create, { body: { name: '测试借款合同', body: BODY } })).id;
    const options = await office.call(C.options);
    bill = options.bills[0]!;
    expect(bill).toBeDefined();
    expect(options.templates.some((x) => x.id === templateId)).toBe(true);
  });
  afterAll(() => t.close());

  it('refuses callers without the codes (403) and bad input (400, nothing written)', async () => {
    expect((await c.financeHead.send(C.list, { query: {} })).status).toBe(403);
    expect((await make(c.financeHead)).status).toBe(403);
    expect((await c.financeHead.send(T.list, { query: {} })).status).toBe(403);
    const before = await count('contracts');
    // Input the types refuse, sent on purpose: the server must refuse it too.
    const bad = await make(office, { kind: 'loan' as never });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('合同类型不存在');
    expect((await make(office, { templateId: 999999 })).status).toBe(404);
    expect((await make(office, { billId: 'x' as never })).status).toBe(400);
    const unknown = await office.send(CHANNEL_TEMPLATE_API.endpoints.create, { body: { name: '坏模板', body: '利率{{loan.rate}}' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('模板中有不存在的字段：loan.rate');
    expect(await count('contracts')).toBe(before);
  });

  it('versions templates: an edit makes a new version, a stale one is a 409, a contract keeps its version', async () => {
    const first = await made();
    const edited = await office.send(T.update, {
      params: { id: templateId },
      body: { name: '测试借款合同', body: `${BODY}\n（第二版）`, version: 1 },
    });
    expect(edited.body).toMatchObject({ code: 200, data: { version: 2 } });
    const stale = await office.send(T.update, { params: { id: templateId }, body: { name: 'x', body: 'y', version: 1 } });
    expect(stale.status).toBe(409);
    const tpl = await office.call(T.detail, { params: { id: templateId } });
    expect(tpl).toMatchObject({ version: 2 });
    expect(tpl.versions).toHaveLength(2);
    expect((await detail(first.id)).templateVersion).toBe(1);
    const second = await made();
    expect((await detail(second.id)).templateVersion).toBe(2);
    expect((await detail(second.id)).text).toContain('（第二版）');
    // The template is not the channel list's.
    expect((await office.send(CHANNEL_TEMPLATE_API.endpoints.detail, { params: { id: templateId } })).status).toBe(404);
  });

  it('renders the PDF with the embedded CJK font and the amount in capitals', async () => {
    const one = await made();
    expect(one.contractNo).toMatch(/^(BJ|SH|XA|WH)-DY-\d{10}$/);
    const d = await detail(one.id);
    expect(d.text).toMatch(/大写：[壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整零]+；/);
    const capital = /大写：([^；]+)；/.exec(d.text)![1]!;
    // The terms final review agreed (decision 0070), and the lender by name, never its code.
    const terms = (await c.admin.call(BILL_API.endpoints.detail, { params: { id: bill.id } })).terms!;
    const percent = `${new Decimal(terms.annualRate).times(100).toFixed()}%`;
    expect(d.text).toContain(`年利率${percent}，${REPAYMENT_METHOD_NAMES[terms.method]}，期限${terms.termDays}天`);
    expect(d.text).toContain(`借款金额：人民币${terms.amount}元`);
    expect(d.text).toContain('按逾期未还本金与利息之和每日0.05%计收罚息');
    expect(d.text).not.toMatch(/hnxiaodai|yunxintrust|zhonghaitrust/);
    // The PDF is a file, not an envelope: its raw reply is read.
    const { res } = await office.send(C.pdf, { params: { id: one.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = inspectPdf(res.rawPayload);
    expect(pdf.text.replace(/\s/g, '')).toContain(capital);
    expect(pdf.text).toContain(one.contractNo);
    expect(pdf.fonts.length).toBeGreaterThan(0);
    expect(pdf.fonts.every((f) => f.embedded && f.subset)).toBe(true);
    // The preview is the stored file: the same bytes each time, the hash on the record.
    const again = (await office.send(C.pdf, { params: { id: one.id } })).res;
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(d.pdfSha256);
  });

  it('runs the flow: in approval → approved (the workflow node) → signed with the scan and the date', async () => {
    const { id } = await made();
    const d = await detail(id);
    expect(d.status).toBe(1);
    // Signing before approval is refused; the maker cannot approve (not the node's holder).
    const scan = await upload(office);
    expect(
      (await office.send(C.sign, { params: { id }, body: { version: d.version, signedDate: today(), scanImageIds: [scan] } })).status,
    ).toBe(409);
    expect((await office.send(C.approve, { params: { id }, body: { flowVersion: d.flow!.version } })).status).toBe(403);
    const approved = await c.risk.send(C.approve, { params: { id }, body: { flowVersion: d.flow!.version } });
    expect(approved.body).toMatchObject({ code: 200, data: { status: 2 } });
    const ready = await detail(id);
    expect(await contractSignedGate(t.database.db)(bill.id)).toBe(false);

    // Bad input: a scan not uploaded by the signer, a date in the future, no scan.
    const foreign = await upload(c.admin);
    const bad = (body: Partial<EndpointInput<typeof C.sign>['body']>) =>
      office.send(C.sign, { params: { id }, body: { version: ready.version, signedDate: today(), scanImageIds: [scan], ...body } });
    expect((await bad({ scanImageIds: [foreign] })).status).toBe(400);
    expect((await bad({ signedDate: '2999-01-01' })).status).toBe(400);
    expect((await bad({ scanImageIds: [] })).body.msg).toBe('请上传签署扫描件');
    expect((await bad({ version: ready.version + 5 })).status).toBe(409);
    // The provider refuses once: nothing changes; then it signs.
    expect((await office.send(C.esignNext, { body: { outcome: 'refuse' } })).status).toBe(200);
    expect((await bad({})).status).toBe(409);
    expect((await detail(id)).status).toBe(2);
    const signed = await bad({});
    expect(signed.body).toMatchObject({ code: 200, data: { status: 3 } });
    const after = await detail(id);
    expect(after).toMatchObject({ status: 3, signedDate: today(), scanImageIds: [scan] });
    expect((await bad({ version: after.version })).status).toBe(409);
    expect(await contractSignedGate(t.database.db)(bill.id)).toBe(true);
    // The scan is served encrypted to whoever may read the contract.
    expect((await c.risk.send(C.scan, { params: { id, imageId: scan } })).status).toBe(200);
    expect((await c.risk.send(C.scanKey, { params: { id, imageId: scan } })).status).toBe(200);
    expect((await c.risk.send(C.scan, { params: { id, imageId: foreign } })).status).toBe(404);
    const listed = await office.call(C.list, { query: { kind: 'advance', status: 3 } });
    expect(listed.list.map((r) => r.id)).toContain(id);
  });

  it('a rejection moves the contract to -1 with the reason required', async () => {
    const { id } = await made({ kind: 'mortgage' });
    const d = await detail(id);
    // No comment: the types ask for one, the server must refuse it too.
    expect((await c.risk.send(C.reject, { params: { id }, body: { flowVersion: d.flow!.version } as never })).status).toBe(400);
    const rejected = await c.risk.send(C.reject, { params: { id }, body: { flowVersion: d.flow!.version, comment: '金额有误' } });
    expect(rejected.body).toMatchObject({ code: 200, data: { status: -1 } });
  });

  it('keeps contract numbers unique under 50 concurrent creations', async () => {
    const before = await count('contracts');
    const results = await Promise.all(Array.from({ length: 50 }, () => make(office)));
    for (const r of results) expect(r.status, r.body.msg).toBe(200);
    const numbers = results.map((r) => r.reply!.contractNo);
    expect(new Set(numbers).size).toBe(50);
    expect(await count('contracts')).toBe(before + 50);
  });
});
