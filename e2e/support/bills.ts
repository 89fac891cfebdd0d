import { BILL_DOCUMENT_TYPE, REQUIRED_DOCUMENTS, idCardCheckChar } from '@lc/shared';
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, expect } from '@playwright/test';

/** The demo users who act on a bill, in the order of the default chain (README: 138 + role id). */
export const BILL_ACTORS = {
  sales: '13800000011', // salesperson, Beijing group 1
  manager: '13800001001', // 经理审批
  vp: '13800001002', // 副总审批
  supervisor: '13800000010', // 总监审批 and 重复报单审批
  documents: '13800000031', // 资料审核
  finalReview: '13800000034', // 风控终审
} as const;

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
/** A valid ID number and mobile of a new borrower: random, so no other bill in the database shares them. */
export function borrower(name: string) {
  const born = new Date(Date.UTC(1960, 0, 1) + Math.floor(Math.random() * 40 * 365) * 86_400_000);
  const first17 = `110105${born.toISOString().slice(0, 10).replaceAll('-', '')}${digits(3)}`;
  return { name, idCard: `${first17}${idCardCheckChar(first17)}`, mobile: `137${digits(8)}` };
}
export type Borrower = ReturnType<typeof borrower>;
/** A property no other bill pledges: its own certificate number and address. */
export const property = (street: string) => ({
  certNo: `京(2026)朝阳区不动产权第${digits(7)}号`,
  address: `${street}${digits(2)}号院${digits(1)}号楼${digits(4)}`,
});
export type Property = ReturnType<typeof property>;

/** A bill submitted over the API as the signed-in salesperson (setup for an approver's test): its id and number. */
export async function submittedBill(page: Page, name: string) {
  const who = borrower(name);
  const home = property('朝阳北路');
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const made = await page.request.post('/api/bill/v1/bill', {
    headers,
    data: {
      idempotencyKey: randomUUID(),
      billCustomerName: who.name,
      billCustomerMobile: who.mobile,
      idCard: who.idCard,
      borrowAmount: '800000.00',
      borrowDuration: 60,
      borrowType: 2,
      mortgages: [{ certNo: home.certNo, addressProvince: '110000', addressDistrict: '110105', addressDetails: home.address }],
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { id, version } = (await made.json()).data as { id: number; version: number };
  const sent = await page.request.post(`/api/bill/v1/bill/${id}/submit`, { headers, data: { version } });
  expect(sent.status(), await sent.text()).toBe(200);
  const detail = await page.request.get(`/api/bill/v1/bill/${id}`, { headers });
  return { id, billNo: ((await detail.json()).data as { billNo: string }).billNo };
}

/** A real 1 × 1 PNG: a document scan, as far as the upload's content check goes. */
export const SCAN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Documents of a borrow-type-2 bill (一抵) without its property certificate. */
export const ALL_BUT_CERTIFICATE = REQUIRED_DOCUMENTS[2].filter((type) => type !== BILL_DOCUMENT_TYPE.propertyCertificate);

/**
 * Uploads a scan per type as the request's signed-in user (the salesperson, or document review)
 * and attaches it to the bill: setup for a test that starts at document review.
 */
export async function attachDocuments(request: APIRequestContext, billId: number, types: readonly number[] = REQUIRED_DOCUMENTS[2]) {
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  for (const type of types) {
    const uploaded = await request.post('/api/upload/v2/image', {
      headers,
      multipart: { upload_file: { name: `scan-${type}.png`, mimeType: 'image/png', buffer: SCAN_PNG } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const imageId = ((await uploaded.json()).data as { id: string }).id;
    const attached = await request.post(`/api/bill/v1/bill/${billId}/documents`, { headers, data: { type, imageIds: [imageId] } });
    expect(attached.status(), await attached.text()).toBe(200);
  }
}

/**
 * An approval's body over the API: at final review it decides the loan's terms (decision 0070), the
 * amount and term as the bill asks, 9.6 % a year, interest first, lent by the party the bill proposes
 * or, where it proposes none, by 海南小贷 (final review must name one, decision 0079).
 */
export function approvalBody(
  mobile: string,
  bill: { flowVersion: number; borrowAmount: string; borrowDuration: number; fundings?: string | null },
  comment = '同意',
) {
  const fundParty = bill.fundings || 'hnxiaodai';
  const terms = { amount: bill.borrowAmount, annualRate: '0.096', method: 'interestFirst', termDays: bill.borrowDuration, fundParty };
  return { flowVersion: bill.flowVersion, comment, ...(mobile === BILL_ACTORS.finalReview ? { terms } : {}) };
}
