import { randomUUID } from 'node:crypto';
import { type AgreedTermsInput, type BillDetail, REQUIRED_DOCUMENTS, idCardCheckChar } from '@lc/shared';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';

/** Demo users (seed/demo-users.ts): mobile 138 + role id. */
export const U = {
  admin: '13800000000',
  sales: '13800000011', // role 11, Beijing, group 1, own scope
  sales2: '13800000111', // role 11, Beijing, group 2
  salesSh: '13800000211', // role 11, Shanghai
  manager: '13800001001', // bill_approve_manager, group scope (group 1)
  vp: '13800001002', // bill_approve_vp, department scope
  director: '13800000010', // supervisor, duplicate approval, document and final review; all
  riskStaff: '13800000031', // document review, Beijing
  finalReview: '13800000034', // final review, all
} as const;

/** A test app with each of `users` signed in, their cookies put in `cookies` under the same keys. */
export async function openBillApp(cookies: Record<string, string>, users: Record<string, string> = U) {
  const t = await createTestApp();
  for (const [k, mobile] of Object.entries(users)) cookies[k] = await t.login(mobile);
  return { t, api: billApi(t) };
}

// Files share this counter when a worker runs several of them; each file has its own database.
let serial = 0;
/** A valid, unique ID number and mobile per call, so bills do not match each other by accident. */
export function borrower() {
  serial += 1;
  const n = String(100 + (serial % 900)).padStart(3, '0');
  const first17 = `3301061985${String(1 + (Math.floor(serial / 900) % 12)).padStart(2, '0')}12${n}`;
  return {
    idCard: `${first17}${idCardCheckChar(first17)}`,
    mobile: `1390${String(process.pid % 1000).padStart(3, '0')}${String(serial % 10_000).padStart(4, '0')}`,
  };
}

export function billBody(overrides: Record<string, unknown> = {}) {
  const who = borrower();
  return {
    idempotencyKey: randomUUID(),
    billCustomerName: '张三',
    billCustomerMobile: who.mobile,
    idCard: who.idCard,
    borrowAmount: '1500000.00',
    borrowDate: '2026-12-01',
    borrowDuration: 90,
    borrowType: 2,
    billType: 0,
    borrowingPurposes: '经营周转',
    fundings: 'hnxiaodai',
    channelContactMobile: '13912345678',
    mortgages: [
      {
        certNo: `京(2026)朝阳区不动产权第${randomUUID().slice(0, 8)}号`,
        addressProvince: '110000',
        addressDistrict: '110105',
        addressDetails: `朝阳区建国路${serial}号院${serial}号楼`,
        floorArea: '89.50',
        evsTotalPriceWorldUnion: '6200000.00',
        mortgagePercentage: '60',
        usage: 1,
      },
    ],
    ...overrides,
  };
}

const B = '/api/bill/v1/bill';
/** Terms a final reviewer decides for a bill of `amount` and `termDays`: 9.6 % a year, interest first. */
export const finalTerms = (amount: string, termDays = 180, overrides: Partial<AgreedTermsInput> = {}): AgreedTermsInput => ({
  amount,
  annualRate: '0.096',
  method: 'interestFirst',
  termDays,
  ...overrides,
});
export const billApi = (t: TestApp) => ({
  create: (cookie: string, body: object) => t.call({ method: 'POST', url: B, cookie, payload: body }),
  update: (cookie: string, id: number, body: object) => t.call({ method: 'PUT', url: `${B}/${id}`, cookie, payload: body }),
  submit: (cookie: string, id: number, version: number) =>
    t.call({ method: 'POST', url: `${B}/${id}/submit`, cookie, payload: { version } }),
  /** An approval; at final review it carries the terms the reviewer decides (decision 0070). */
  approve: (cookie: string, id: number, flowVersion: number, comment = '同意', terms?: AgreedTermsInput) =>
    t.call({ method: 'POST', url: `${B}/${id}/approve`, cookie, payload: { flowVersion, comment, ...(terms ? { terms } : {}) } }),
  reject: (cookie: string, id: number, flowVersion: number, to = 'applicant', comment = '资料不全') =>
    t.call({ method: 'POST', url: `${B}/${id}/reject`, cookie, payload: { flowVersion, comment, to } }),
  withdraw: (cookie: string, id: number, flowVersion: number) =>
    t.call({ method: 'POST', url: `${B}/${id}/withdraw`, cookie, payload: { flowVersion } }),
  detail: (cookie: string, id: number) => t.call({ method: 'GET', url: `${B}/${id}`, cookie }),
  records: (cookie: string, id: number) => t.call({ method: 'GET', url: `${B}/${id}/records`, cookie }),
  list: (cookie: string, which: string, query = '') => t.call({ method: 'GET', url: `${B}/${which}?pageSize=100${query}`, cookie }),
  bulk: (cookie: string, body: object) => t.call({ method: 'POST', url: `${B}/approve/batch`, cookie, payload: body }),
  /** Creates and submits; returns the id and the flow version to act on. */
  async submitted(cookie: string, overrides: Record<string, unknown> = {}) {
    const made = await this.create(cookie, billBody(overrides));
    if (made.statusCode !== 200) throw new Error(`create: ${made.body}`);
    const { id, version } = made.json().data as { id: number; version: number };
    const sent = await this.submit(cookie, id, version);
    if (sent.statusCode !== 200) throw new Error(`submit: ${sent.body}`);
    return sent.json().data as {
      id: number;
      flowVersion: number;
      currentNode: string;
      duplicateOf: string[];
      duplicateElsewhere: boolean;
      blacklisted: boolean;
    };
  },
});

/** A fresh draft of `cookie`'s salesperson: its id and its first collateral's id (valuation's mortgageInfoId). */
export async function billWithCollateral(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}) {
  const api = billApi(t);
  const made = await api.create(cookie, billBody(overrides));
  if (made.statusCode !== 200) throw new Error(`create: ${made.body}`);
  const { id } = made.json().data as { id: number };
  const detail = (await api.detail(cookie, id)).json().data as BillDetail;
  return { billId: id, mortgageInfoId: detail.mortgages[0]!.id };
}

/** A real 1 × 1 PNG: what a document scan is, as far as the upload's content check goes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads one image as `cookie`'s user and attaches it to the bill as a document of `type`. */
export async function attachDocument(t: TestApp, cookie: string, billId: number, type: number, content = TINY_PNG) {
  const uploaded = await t.call({
    method: 'POST',
    url: '/api/upload/v2/image',
    cookie,
    ...multipart({ field: 'upload_file', filename: `doc-${type}.png`, content, type: 'image/png' }),
  });
  if (uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.body}`);
  const imageId = (uploaded.json().data as { id: string }).id;
  return t.call({ method: 'POST', url: `/api/bill/v1/bill/${billId}/documents`, cookie, payload: { type, imageIds: [imageId] } });
}

/** Every document a bill of `borrowType` needs (REQUIRED_DOCUMENTS), so document review may pass it. */
export async function attachRequiredDocuments(t: TestApp, cookie: string, billId: number, borrowType = 2) {
  for (const type of REQUIRED_DOCUMENTS[borrowType as keyof typeof REQUIRED_DOCUMENTS]) {
    const res = await attachDocument(t, cookie, billId, type);
    if (res.statusCode !== 200) throw new Error(`attach ${type}: ${res.body}`);
  }
}
