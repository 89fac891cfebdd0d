import { randomUUID } from 'node:crypto';
import {
  type AgreedTermsInput,
  BILL_API,
  BILL_DOCUMENTS_API,
  type Endpoint,
  type EndpointInput,
  REQUIRED_DOCUMENTS,
  UPLOAD_API,
  idCardCheckChar,
} from '@lc/shared';
import { type Caller, callerOf } from './helpers/as-user';
import { demoMobiles } from './helpers/demo-users';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';

const {
  deptManager: vp,
  risk: director,
  ...named
} = demoMobiles(
  'admin',
  'sales', // role 11, Beijing, group 1, own scope
  'sales2', // role 11, Beijing, group 2
  'salesSh', // role 11, Shanghai
  'manager', // bill_approve_manager, group scope (group 1)
  'deptManager', // bill_approve_vp, department scope
  'risk', // supervisor, duplicate approval, document and final review; all
  'riskStaff', // document review, Beijing
  'finalReview', // final review, all
);
/** Demo users' mobiles (DEMO_USERS), under the names the bill tests give them: `vp` is deptManager (1002), `director` is risk (10). */
export const U = { ...named, vp, director };

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

const B = BILL_API.endpoints;
/** The bill lists by the name the tests give them (`which`), each its contract endpoint. */
const LISTS = {
  mine: B.mine,
  drafts: B.drafts,
  all: B.all,
  abandoned: B.abandoned,
  'approvals/manager': B.inboxManager,
  'approvals/vp': B.inboxVp,
  'approvals/supervisor': B.inboxSupervisor,
  'approvals/duplicate': B.inboxDuplicate,
  'approvals/document': B.inboxDocument,
  'approvals/final': B.inboxFinal,
} as const;
/** Terms a final reviewer decides for a bill of `amount` and `termDays`: 9.6 % a year, interest first. */
export const finalTerms = (amount: string, termDays = 180, overrides: Partial<AgreedTermsInput> = {}): AgreedTermsInput => ({
  amount,
  annualRate: '0.096',
  method: 'interestFirst',
  termDays,
  ...overrides,
});
/**
 * The bill endpoints as raw replies (status and body), for the tests that check refusals; the
 * requests are built from BILL_API. The bodies are the tests' own objects, sent as given.
 */
export const billApi = (t: TestApp) => {
  // `as never`: the input is typed by the endpoint where send is called; a generic E cannot carry it through.
  const send = async <E extends Endpoint>(cookie: string, e: E, input: EndpointInput<E>) =>
    (await callerOf(t, cookie).send(e, input as never)).res;
  const body = <E extends Endpoint>(b: object) => b as EndpointInput<E>['body'];
  return {
    create: (cookie: string, b: object) => send(cookie, B.create, { body: body<typeof B.create>(b) }),
    update: (cookie: string, id: number, b: object) => send(cookie, B.update, { params: { id }, body: body<typeof B.update>(b) }),
    submit: (cookie: string, id: number, version: number) => send(cookie, B.submit, { params: { id }, body: { version } }),
    /** An approval; at final review it carries the terms the reviewer decides (decision 0070). */
    approve: (cookie: string, id: number, flowVersion: number, comment = '同意', terms?: AgreedTermsInput) =>
      send(cookie, B.approve, { params: { id }, body: { flowVersion, comment, ...(terms ? { terms } : {}) } }),
    reject: (cookie: string, id: number, flowVersion: number, to = 'applicant', comment = '资料不全') =>
      send(cookie, B.reject, { params: { id }, body: body<typeof B.reject>({ flowVersion, comment, to }) }),
    withdraw: (cookie: string, id: number, flowVersion: number) => send(cookie, B.withdraw, { params: { id }, body: { flowVersion } }),
    detail: (cookie: string, id: number) => send(cookie, B.detail, { params: { id } }),
    records: (cookie: string, id: number) => send(cookie, B.records, { params: { id } }),
    /** `which`: a key of LISTS; `query`: more of the query string, as '&name=value…'. */
    list: (cookie: string, which: string, query = '') =>
      send(cookie, LISTS[which as keyof typeof LISTS], {
        query: { pageSize: 100, ...Object.fromEntries(new URLSearchParams(query)) } as EndpointInput<typeof B.mine>['query'],
      }),
    bulk: (cookie: string, b: object) => send(cookie, B.bulk, { body: body<typeof B.bulk>(b) }),
    /** Creates and submits; returns the id and the flow version to act on. */
    async submitted(cookie: string, overrides: Record<string, unknown> = {}) {
      const caller = callerOf(t, cookie);
      const { id, version } = await caller.call(B.create, { body: body<typeof B.create>(billBody(overrides)) });
      return caller.call(B.submit, { params: { id }, body: { version } });
    },
  };
};

/** A fresh draft of `cookie`'s salesperson: its id and its first collateral's id (valuation's mortgageInfoId). */
export async function billWithCollateral(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}) {
  const caller = callerOf(t, cookie);
  const { id } = await caller.call(B.create, { body: billBody(overrides) as EndpointInput<typeof B.create>['body'] });
  const detail = await caller.call(B.detail, { params: { id } });
  return { billId: id, mortgageInfoId: detail.mortgages[0]!.id };
}

/** A real 1 × 1 PNG: what a document scan is, as far as the upload's content check goes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads an image as `who` (the tiny PNG unless given another) and answers its id. */
export async function uploadImage(who: Caller, filename: string, content: Buffer = TINY_PNG, type = 'image/png') {
  return (await who.call(UPLOAD_API.endpoints.image, { query: {} }, multipart({ field: 'upload_file', filename, content, type }))).id;
}

/** Uploads one image as `cookie`'s user and attaches it to the bill as a document of `type`. */
export async function attachDocument(t: TestApp, cookie: string, billId: number, type: number, content = TINY_PNG) {
  const caller = callerOf(t, cookie);
  const imageId = await uploadImage(caller, `doc-${type}.png`, content);
  // The raw reply: some tests attach a document where it is refused.
  return (await caller.send(BILL_DOCUMENTS_API.endpoints.attachDocuments, { params: { id: billId }, body: { type, imageIds: [imageId] } }))
    .res;
}

/** Every document a bill of `borrowType` needs (REQUIRED_DOCUMENTS), so document review may pass it. */
export async function attachRequiredDocuments(t: TestApp, cookie: string, billId: number, borrowType = 2) {
  for (const type of REQUIRED_DOCUMENTS[borrowType as keyof typeof REQUIRED_DOCUMENTS]) {
    const res = await attachDocument(t, cookie, billId, type);
    if (res.statusCode !== 200) throw new Error(`attach ${type}: ${res.body}`);
  }
}
