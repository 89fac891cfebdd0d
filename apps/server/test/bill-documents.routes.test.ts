import { BILL_DOCUMENT_TYPE as T, type BillDocumentsReply, REQUIRED_DOCUMENTS } from '@lc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billDocuments } from '../src/modules/bill/bill.table';
import { decryptImagePayload } from './helpers/decrypt-image';
import { multipart } from './helpers/multipart';
import type { TestApp } from './helpers/test-app';
import { TINY_PNG, attachDocument, attachRequiredDocuments, type billApi, finalTerms, openBillApp } from './bill-fixtures';

type Rec = { action: string; fromNode: string | null; comment: string | null };
type Audit = { entity: string; entityId: string; action: string; before: unknown; after: Record<string, unknown> | null };

const B = '/api/bill/v1/bill';
/** What a bill of borrow type 2 (一抵) needs, without its property certificate. */
const ALL_BUT_CERTIFICATE = REQUIRED_DOCUMENTS[2].filter((type) => type !== T.propertyCertificate);

describe('a bill’s documents for document review', () => {
  let t: TestApp;
  let api: ReturnType<typeof billApi>;
  const c: Record<string, string> = {};
  beforeAll(async () => {
    ({ t, api } = await openBillApp(c));
  });
  afterAll(() => t.close());

  const documents = (who: string, id: number, lang?: string) =>
    t.call({ method: 'GET', url: `${B}/${id}/documents`, cookie: c[who]!, ...(lang ? { headers: { 'accept-language': lang } } : {}) });
  const checklist = async (who: string, id: number) => (await documents(who, id)).json().data as BillDocumentsReply;
  const approve = (who: string, id: number, flowVersion: number, extra: Record<string, unknown> = {}, lang = 'zh-CN') =>
    t.call({
      method: 'POST',
      url: `${B}/${id}/approve`,
      cookie: c[who]!,
      headers: { 'accept-language': lang },
      payload: { flowVersion, comment: '资料审核', ...extra },
    });
  const audit = async (action: string) =>
    (await t.call({ method: 'GET', url: `/api/v1/admin/audit?entity=bill&action=${action}&pageSize=100`, cookie: c.admin! })).json().data
      .list as Audit[];
  /** A bill submitted and approved by manager, VP and supervisor: it waits at document review. */
  async function atDocumentReview() {
    const bill = await api.submitted(c.sales!);
    let version = bill.flowVersion;
    for (const who of ['manager', 'vp', 'director']) {
      const res = await api.approve(c[who]!, bill.id, version);
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().data.flowVersion;
    }
    return { id: bill.id, flowVersion: version };
  }

  it('takes uploads by type and answers the checklist of the bill’s borrow type; each change is audited', async () => {
    const { id } = await api.submitted(c.sales!);
    const empty = await checklist('sales', id);
    expect(empty).toMatchObject({ billId: id, borrowType: 2, required: [...REQUIRED_DOCUMENTS[2]], present: [], editable: true });
    expect(empty.missing).toEqual(empty.required);

    const added = await attachDocument(t, c.sales!, id, T.propertyCertificate);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().msg).toBe('资料已上传');
    await attachDocument(t, c.sales!, id, T.others);
    const after = await checklist('sales', id);
    expect(after.present).toEqual([T.propertyCertificate, T.others]);
    expect(after.missing).toEqual(REQUIRED_DOCUMENTS[2].filter((type) => type !== T.propertyCertificate));
    expect(after.documents.map((d) => [d.type, d.mime, d.uploadedByName])).toEqual([
      [T.propertyCertificate, 'image/png', expect.any(String)],
      [T.others, 'image/png', expect.any(String)],
    ]);
    expect((await audit('document-add')).filter((a) => a.entityId === String(id))).toHaveLength(2);

    const removed = await t.call({ method: 'DELETE', url: `${B}/${id}/documents/${after.documents[1]!.id}`, cookie: c.sales! });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json().data as BillDocumentsReply).present).toEqual([T.propertyCertificate]);
    expect((await audit('document-remove')).find((a) => a.entityId === String(id))?.before).toMatchObject({ type: T.others });
  });

  it('shows every image to a reader of the bill, decrypted with its own key, and to no one outside its scope', async () => {
    const { id } = await api.submitted(c.sales!);
    await attachDocument(t, c.sales!, id, T.idCards);
    const [doc] = (await checklist('riskStaff', id)).documents;
    expect(doc!.imageUrl).toBe(`${B}/${id}/documents/${doc!.id}/image`);
    // Document review did not upload it: the upload module's own address is the uploader's alone.
    const payload = await t.call({ method: 'GET', url: doc!.imageUrl, cookie: c.riskStaff! });
    const key = await t.call({ method: 'GET', url: `${doc!.imageUrl}/key`, cookie: c.riskStaff! });
    expect(payload.statusCode).toBe(200);
    expect(key.headers['cache-control']).toBe('no-store');
    expect(decryptImagePayload(payload.body, key.json().data.key)).toEqual(TINY_PNG);

    // Another area's salesperson: the bill, its documents and its images do not exist for them.
    expect((await documents('salesSh', id)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: doc!.imageUrl, cookie: c.salesSh! })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `${doc!.imageUrl}/key`, cookie: c.salesSh! })).statusCode).toBe(404);
    expect((await attachDocument(t, c.salesSh!, id, T.creditReport)).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${B}/${id}/documents/${doc!.id}`, cookie: c.salesSh! })).statusCode).toBe(404);
    expect((await checklist('sales', id)).present).toEqual([T.idCards]);
  });

  it('lets a reader who may not edit see the documents but not change them, and attaches only the caller’s own images', async () => {
    const { id } = await api.submitted(c.sales!);
    const asManager = await checklist('manager', id);
    expect(asManager.editable).toBe(false);
    const refused = await attachDocument(t, c.manager!, id, T.creditReport);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('只有报单的业务员或资料审核人员可以上传或删除资料');
    // An image someone else uploaded, or none at all, cannot be attached by id.
    const other = (await attachDocument(t, c.sales2!, (await api.submitted(c.sales2!)).id, T.idCards)).json().data as BillDocumentsReply;
    expect(other.documents).toHaveLength(1);
    const [theirs] = await t.database.db.select().from(billDocuments).where(eq(billDocuments.id, other.documents[0]!.id));
    for (const imageId of [theirs!.imageId, '00000000-0000-4000-8000-000000000000']) {
      const stolen = await t.call({
        method: 'POST',
        url: `${B}/${id}/documents`,
        cookie: c.sales!,
        payload: { type: T.idCards, imageIds: [imageId] },
      });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().msg).toBe('图片不存在或不是您上传的，请重新上传');
    }
    expect((await checklist('sales', id)).present).toEqual([]);
  });

  it('attaches an image once: of two bills asking at the same time exactly one gets it, the other a 409', async () => {
    const first = await api.submitted(c.sales!);
    const second = await api.submitted(c.sales!);
    const uploaded = await t.call({
      method: 'POST',
      url: '/api/upload/v2/image',
      cookie: c.sales!,
      ...multipart({ field: 'upload_file', filename: 'cert.png', content: TINY_PNG, type: 'image/png' }),
    });
    const imageIds = [(uploaded.json().data as { id: string }).id];
    const replies = await Promise.all(
      [first.id, second.id].map((id) =>
        t.call({ method: 'POST', url: `${B}/${id}/documents`, cookie: c.sales!, payload: { type: T.propertyCertificate, imageIds } }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.statusCode === 409)!.json().msg).toBe('该图片已添加为资料');
    const held = [(await checklist('sales', first.id)).documents.length, (await checklist('sales', second.id)).documents.length];
    expect(held.sort()).toEqual([0, 1]);
  });

  it('refuses approval at document review while the property certificate is missing, and passes once it is uploaded', async () => {
    const bill = await atDocumentReview();
    for (const type of ALL_BUT_CERTIFICATE) await attachDocument(t, c.sales!, bill.id, type);
    const refused = await approve('riskStaff', bill.id, bill.flowVersion);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('资料不全，缺少：房产证；请补齐后再通过，或填写放行理由');
    expect(refused.json().data).toEqual({ missing: [T.propertyCertificate] });
    const inEnglish = await approve('riskStaff', bill.id, bill.flowVersion, {}, 'en-US');
    expect(inEnglish.json().msg).toBe(
      'Documents are missing: Property certificate; add them before approving, or give a reason to override',
    );
    expect((await api.detail(c.sales!, bill.id)).json().data.currentNode).toBe('document');

    // Document review uploads it itself.
    expect((await attachDocument(t, c.riskStaff!, bill.id, T.propertyCertificate)).statusCode).toBe(200);
    const passed = await approve('riskStaff', bill.id, bill.flowVersion);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data.currentNode).toBe('final');
    expect((await audit('document-override')).find((a) => a.entityId === String(bill.id))).toBeUndefined();
  });

  it('passes a bill with documents missing when the reviewer gives a reason, recorded in the flow record and the audit', async () => {
    const bill = await atDocumentReview();
    const reason = '房产证原件在银行抵押，已核对复印件';
    const passed = await approve('riskStaff', bill.id, bill.flowVersion, { documentOverride: reason });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data.currentNode).toBe('final');
    const records = (await api.records(c.sales!, bill.id)).json().data as Rec[];
    const decision = records.find((r) => r.action === 'approve' && r.fromNode === 'document');
    expect(decision?.comment).toBe(`资料审核\n资料不全放行理由：${reason}`);
    const entry = (await audit('document-override')).find((a) => a.entityId === String(bill.id));
    expect(entry?.after).toEqual({ missing: [...REQUIRED_DOCUMENTS[2]], reason });
  });

  it('refuses an override without a reason', async () => {
    const bill = await atDocumentReview();
    for (const blank of ['', '   ']) {
      const refused = await approve('riskStaff', bill.id, bill.flowVersion, { documentOverride: blank });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('资料不全时放行须填写放行理由');
    }
    expect((await api.detail(c.sales!, bill.id)).json().data.currentNode).toBe('document');
  });

  it('a deletion during approval is a line on the bill’s own operation record (decision 0071)', async () => {
    const { id } = await api.submitted(c.sales!);
    await attachDocument(t, c.sales!, id, T.others);
    const [doc] = (await checklist('sales', id)).documents;
    const removed = await t.call({ method: 'DELETE', url: `${B}/${id}/documents/${doc!.id}`, cookie: c.sales! });
    expect(removed.statusCode, removed.body).toBe(200);
    const records = (await api.records(c.sales!, id)).json().data as (Rec & { actorName: string })[];
    const line = records.find((r) => r.action === 'documentRemove');
    expect(line?.comment).toMatch(/^其他（.+上传于.+）$/);
    expect(records.at(-1)?.action).toBe('documentRemove');
  });

  it('refuses a deletion once the bill passed final review: the document stays and the reply says so', async () => {
    const bill = await atDocumentReview();
    await attachRequiredDocuments(t, c.sales!, bill.id);
    const reviewed = await approve('riskStaff', bill.id, bill.flowVersion);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const final = await api.approve(c.finalReview!, bill.id, reviewed.json().data.flowVersion, '同意', finalTerms('1500000.00', 90));
    expect(final.statusCode, final.body).toBe(200);
    expect((await api.detail(c.sales!, bill.id)).json().data.status).toBe(4);

    const before = await checklist('director', bill.id);
    expect([before.editable, before.removable]).toEqual([true, false]);
    const records = ((await api.records(c.sales!, bill.id)).json().data as Rec[]).length;
    for (const who of ['director', 'sales', 'admin']) {
      const refused = await t.call({ method: 'DELETE', url: `${B}/${bill.id}/documents/${before.documents[0]!.id}`, cookie: c[who]! });
      expect([refused.statusCode, refused.json().msg]).toEqual([409, '报单已终审通过，资料不能删除；如资料有误，请补充上传正确的资料']);
    }
    expect((await checklist('director', bill.id)).documents).toHaveLength(before.documents.length);
    expect((await api.records(c.sales!, bill.id)).json().data).toHaveLength(records);
    // The correction: the right document is added beside it.
    expect((await attachDocument(t, c.director!, bill.id, T.others)).statusCode).toBe(200);
  });
});
