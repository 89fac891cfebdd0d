import {
  AUDIT_API,
  BILL_API,
  BILL_DOCUMENTS_API,
  BILL_DOCUMENT_TYPE as T,
  type EndpointInput,
  REQUIRED_DOCUMENTS,
  endpointUrl,
} from '@lc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billDocuments } from '../src/modules/bill/bill.table';
import { type Caller, asEach } from './helpers/as-user';
import { decryptImagePayload } from './helpers/decrypt-image';
import { type TestApp, createTestApp } from './helpers/test-app';
import { TINY_PNG, attachDocument, attachRequiredDocuments, billApi, finalTerms, uploadImage } from './bill-fixtures';

const B = BILL_API.endpoints;
const D = BILL_DOCUMENTS_API.endpoints;
/** What a bill of borrow type 2 (一抵) needs, without its property certificate. */
const ALL_BUT_CERTIFICATE = REQUIRED_DOCUMENTS[2].filter((type) => type !== T.propertyCertificate);
// deptManager: bill_approve_vp; risk: supervisor and the reads of every area; riskStaff: document review.
const WHO = ['admin', 'sales', 'sales2', 'salesSh', 'manager', 'deptManager', 'risk', 'riskStaff', 'finalReview'] as const;
type Who = (typeof WHO)[number];

describe('a bill’s documents for document review', () => {
  let t: TestApp;
  let c: Record<Who, Caller>;
  beforeAll(async () => {
    t = await createTestApp();
    c = await asEach(t, ...WHO);
  });
  afterAll(() => t.close());

  const submitted = (who: Who) => billApi(t).submitted(c[who].cookie);
  const attach = (who: Who, id: number, type: number) => attachDocument(t, c[who].cookie, id, type);
  const documents = (who: Who, id: number, lang?: string) =>
    c[who].send(D.documents, { params: { id } }, lang ? { headers: { 'accept-language': lang } } : {});
  const checklist = (who: Who, id: number) => c[who].call(D.documents, { params: { id } });
  const remove = (who: Who, id: number, documentId: number) => c[who].send(D.removeDocument, { params: { id, documentId } });
  /** The approval as sent: some leave out what the node asks for, on purpose. */
  const approve = (who: Who, id: number, flowVersion: number, extra: Record<string, unknown> = {}, lang = 'zh-CN') =>
    c[who].send(
      B.approve,
      { params: { id }, body: { flowVersion, comment: '资料审核', ...extra } as EndpointInput<typeof B.approve>['body'] },
      { headers: { 'accept-language': lang } },
    );
  const audit = async (action: string) =>
    (await c.admin.call(AUDIT_API.endpoints.list, { query: { entity: 'bill', action, pageSize: 100 } })).list;
  const records = (id: number) => c.sales.call(B.records, { params: { id } });
  const currentOf = async (id: number) => (await c.sales.call(B.detail, { params: { id } })).currentNode;
  /** A bill submitted and approved by manager, VP and supervisor: it waits at document review. */
  async function atDocumentReview() {
    const bill = await submitted('sales');
    let version = bill.flowVersion;
    for (const who of ['manager', 'deptManager', 'risk'] as const) {
      version = (await c[who].call(B.approve, { params: { id: bill.id }, body: { flowVersion: version, comment: '同意' } })).flowVersion;
    }
    return { id: bill.id, flowVersion: version };
  }

  it('takes uploads by type and answers the checklist of the bill’s borrow type; each change is audited', async () => {
    const { id } = await submitted('sales');
    const empty = await checklist('sales', id);
    expect(empty).toMatchObject({ billId: id, borrowType: 2, required: [...REQUIRED_DOCUMENTS[2]], present: [], editable: true });
    expect(empty.missing).toEqual(empty.required);

    const added = await attach('sales', id, T.propertyCertificate);
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as { msg: string }).msg).toBe('资料已上传');
    await attach('sales', id, T.others);
    const after = await checklist('sales', id);
    expect(after.present).toEqual([T.propertyCertificate, T.others]);
    expect(after.missing).toEqual(REQUIRED_DOCUMENTS[2].filter((type) => type !== T.propertyCertificate));
    expect(after.documents.map((d) => [d.type, d.mime, d.uploadedByName])).toEqual([
      [T.propertyCertificate, 'image/png', expect.any(String)],
      [T.others, 'image/png', expect.any(String)],
    ]);
    expect((await audit('document-add')).filter((a) => a.entityId === String(id))).toHaveLength(2);

    const removed = await remove('sales', id, after.documents[1]!.id);
    expect(removed.status, removed.body.msg).toBe(200);
    expect(removed.reply!.present).toEqual([T.propertyCertificate]);
    expect((await audit('document-remove')).find((a) => a.entityId === String(id))?.before).toMatchObject({ type: T.others });
  });

  it('shows every image to a reader of the bill, decrypted with its own key, and to no one outside its scope', async () => {
    const { id } = await submitted('sales');
    await attach('sales', id, T.idCards);
    const [doc] = (await checklist('riskStaff', id)).documents;
    const params = { id, documentId: doc!.id };
    expect(doc!.imageUrl).toBe(endpointUrl(D.documentImage, params));
    // Document review did not upload it: the upload module's own address is the uploader's alone.
    const payload = (await c.riskStaff.send(D.documentImage, { params })).res; // a file: hex text, read raw
    const key = await c.riskStaff.send(D.documentImageKey, { params });
    expect(payload.statusCode).toBe(200);
    expect(key.res.headers['cache-control']).toBe('no-store');
    expect(decryptImagePayload(payload.body, key.reply!.key)).toEqual(TINY_PNG);

    // Another area's salesperson: the bill, its documents and its images do not exist for them.
    expect((await documents('salesSh', id)).status).toBe(404);
    expect((await c.salesSh.send(D.documentImage, { params })).status).toBe(404);
    expect((await c.salesSh.send(D.documentImageKey, { params })).status).toBe(404);
    expect((await attach('salesSh', id, T.creditReport)).statusCode).toBe(404);
    expect((await remove('salesSh', id, doc!.id)).status).toBe(404);
    expect((await checklist('sales', id)).present).toEqual([T.idCards]);
  });

  it('lets a reader who may not edit see the documents but not change them, and attaches only the caller’s own images', async () => {
    const { id } = await submitted('sales');
    const asManager = await checklist('manager', id);
    expect(asManager.editable).toBe(false);
    const refused = await attach('manager', id, T.creditReport);
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as { msg: string }).msg).toBe('只有报单的业务员或资料审核人员可以上传或删除资料');
    // An image someone else uploaded, or none at all, cannot be attached by id.
    const otherId = (await submitted('sales2')).id;
    expect((await attach('sales2', otherId, T.idCards)).statusCode).toBe(200);
    const other = await checklist('sales2', otherId);
    expect(other.documents).toHaveLength(1);
    const [theirs] = await t.database.db.select().from(billDocuments).where(eq(billDocuments.id, other.documents[0]!.id));
    for (const imageId of [theirs!.imageId, '00000000-0000-4000-8000-000000000000']) {
      const stolen = await c.sales.send(D.attachDocuments, { params: { id }, body: { type: T.idCards, imageIds: [imageId] } });
      expect(stolen.status).toBe(400);
      expect(stolen.body.msg).toBe('图片不存在或不是您上传的，请重新上传');
    }
    expect((await checklist('sales', id)).present).toEqual([]);
  });

  it('attaches an image once: of two bills asking at the same time exactly one gets it, the other a 409', async () => {
    const first = await submitted('sales');
    const second = await submitted('sales');
    const imageIds = [await uploadImage(c.sales, 'cert.png')];
    const replies = await Promise.all(
      [first.id, second.id].map((id) =>
        c.sales.send(D.attachDocuments, { params: { id }, body: { type: T.propertyCertificate, imageIds } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.msg).toBe('该图片已添加为资料');
    const held = [(await checklist('sales', first.id)).documents.length, (await checklist('sales', second.id)).documents.length];
    expect(held.sort()).toEqual([0, 1]);
  });

  it('refuses approval at document review while the property certificate is missing, and passes once it is uploaded', async () => {
    const bill = await atDocumentReview();
    for (const type of ALL_BUT_CERTIFICATE) await attach('sales', bill.id, type);
    const refused = await approve('riskStaff', bill.id, bill.flowVersion);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('资料不全，缺少：房产证；请补齐后再通过，或填写放行理由');
    expect(refused.body.data).toEqual({ missing: [T.propertyCertificate] });
    const inEnglish = await approve('riskStaff', bill.id, bill.flowVersion, {}, 'en-US');
    expect(inEnglish.body.msg).toBe('Documents are missing: Property certificate; add them before approving, or give a reason to override');
    expect(await currentOf(bill.id)).toBe('document');

    // Document review uploads it itself.
    expect((await attach('riskStaff', bill.id, T.propertyCertificate)).statusCode).toBe(200);
    const passed = await approve('riskStaff', bill.id, bill.flowVersion);
    expect(passed.status, passed.body.msg).toBe(200);
    expect(passed.reply?.currentNode).toBe('final');
    expect((await audit('document-override')).find((a) => a.entityId === String(bill.id))).toBeUndefined();
  });

  it('passes a bill with documents missing when the reviewer gives a reason, recorded in the flow record and the audit', async () => {
    const bill = await atDocumentReview();
    const reason = '房产证原件在银行抵押，已核对复印件';
    const passed = await approve('riskStaff', bill.id, bill.flowVersion, { documentOverride: reason });
    expect(passed.status, passed.body.msg).toBe(200);
    expect(passed.reply?.currentNode).toBe('final');
    const decision = (await records(bill.id)).find((r) => r.action === 'approve' && r.fromNode === 'document');
    expect(decision?.comment).toBe(`资料审核\n资料不全放行理由：${reason}`);
    const entry = (await audit('document-override')).find((a) => a.entityId === String(bill.id));
    expect(entry?.after).toEqual({ missing: [...REQUIRED_DOCUMENTS[2]], reason });
  });

  it('refuses an override without a reason', async () => {
    const bill = await atDocumentReview();
    for (const blank of ['', '   ']) {
      const refused = await approve('riskStaff', bill.id, bill.flowVersion, { documentOverride: blank });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('资料不全时放行须填写放行理由');
    }
    expect(await currentOf(bill.id)).toBe('document');
  });

  it('a deletion during approval is a line on the bill’s own operation record (decision 0071)', async () => {
    const { id } = await submitted('sales');
    await attach('sales', id, T.others);
    const [doc] = (await checklist('sales', id)).documents;
    const removed = await remove('sales', id, doc!.id);
    expect(removed.status, removed.body.msg).toBe(200);
    const lines = await records(id);
    const line = lines.find((r) => r.action === 'documentRemove');
    expect(line?.comment).toMatch(/^其他（.+上传于.+）$/);
    expect(lines.at(-1)?.action).toBe('documentRemove');
  });

  it('refuses a deletion once the bill passed final review: the document stays and the reply says so', async () => {
    const bill = await atDocumentReview();
    await attachRequiredDocuments(t, c.sales.cookie, bill.id);
    const reviewed = await approve('riskStaff', bill.id, bill.flowVersion);
    expect(reviewed.status, reviewed.body.msg).toBe(200);
    await c.finalReview.call(B.approve, {
      params: { id: bill.id },
      body: { flowVersion: reviewed.reply!.flowVersion, comment: '同意', terms: finalTerms('1500000.00', 90) },
    });
    expect((await c.sales.call(B.detail, { params: { id: bill.id } })).status).toBe(4);

    const before = await checklist('risk', bill.id);
    expect([before.editable, before.removable]).toEqual([true, false]);
    const recorded = (await records(bill.id)).length;
    for (const who of ['risk', 'sales', 'admin'] as const) {
      const refused = await remove(who, bill.id, before.documents[0]!.id);
      expect([refused.status, refused.body.msg]).toEqual([409, '报单已终审通过，资料不能删除；如资料有误，请补充上传正确的资料']);
    }
    expect((await checklist('risk', bill.id)).documents).toHaveLength(before.documents.length);
    expect(await records(bill.id)).toHaveLength(recorded);
    // The correction: the right document is added beside it.
    expect((await attach('risk', bill.id, T.others)).statusCode).toBe(200);
  });
});
