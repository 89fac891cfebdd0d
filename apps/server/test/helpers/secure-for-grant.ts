import { expect } from 'vitest';
import { TINY_PNG } from '../bill-fixtures';
import { multipart } from './multipart';
import { registerMortgage } from './register-mortgage';
import type { TestApp } from './test-app';

const BACK_OFFICE = '13800000051'; // role 51: contracts from templates, signing
const CONTRACT_APPROVER = '13800000010'; // role 10: the contract approval node
const WARRANT = '13800000032'; // role 32: mortgage requests and registration; archive custodian
const MORTGAGE_APPROVER = '13800000036'; // role 36: the mortgage review

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());

/**
 * A bill's loan contract made from the demo loan template, approved at its node and signed with a
 * scan (status 3), and one document recorded and put into stock: with a registered mortgage, what
 * the grant request's gate asks for (issue 17 item 10). All over HTTP, as the demo users of each role.
 */
export async function signContractAndStock(t: TestApp, billId: number) {
  const [office, approver, custodian] = [await t.login(BACK_OFFICE), await t.login(CONTRACT_APPROVER), await t.login(WARRANT)];
  const get = (cookie: string, url: string) => t.call({ method: 'GET', url: `/api/v1${url}`, cookie });
  const post = async (cookie: string, url: string, payload: object) => {
    const res = await t.call({ method: 'POST', url: `/api/v1${url}`, cookie, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data as { id: number; status: number };
  };
  const options = (await get(office, '/contract/options')).json().data as { templates: { id: number; kind: string }[] };
  const templateId = options.templates.find((x) => x.kind === 'composite')!.id;
  const { id } = await post(office, '/contract', { billId, templateId, kind: 'advance' });
  const detail = async () => (await get(office, `/contract/${id}`)).json().data as { version: number; flow: { version: number } };
  await post(approver, `/contract/${id}/approve`, { flowVersion: (await detail()).flow.version });
  const scan = await t.call({
    method: 'POST',
    url: '/api/upload/v2/image',
    cookie: office,
    ...multipart({ field: 'upload_file', filename: 'scan.png', content: TINY_PNG, type: 'image/png' }),
  });
  expect(scan.statusCode, scan.body).toBe(200);
  const signed = await post(office, `/contract/${id}/sign`, {
    version: (await detail()).version,
    signedDate: today(),
    scanImageIds: [(scan.json().data as { id: string }).id],
  });
  expect(signed.status).toBe(3);
  const doc = await post(custodian, '/archive', { billId, docType: 1, name: `借款合同（${billId}）` });
  expect((await post(custodian, `/archive/${doc.id}/stock-in`, { version: 0 })).status).toBe(2);
}

/** Everything the grant request's gate asks for: the mortgage registered (4), the contract signed, a document in stock. */
export async function secureForGrant(t: TestApp, billId: number) {
  await registerMortgage(t, { warrant: await t.login(WARRANT), approver: await t.login(MORTGAGE_APPROVER) }, billId);
  await signContractAndStock(t, billId);
}
