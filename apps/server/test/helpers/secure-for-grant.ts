import { ARCHIVE_API, CONTRACT_API } from '@lc/shared';
import { expect } from 'vitest';
import { uploadImage } from '../bill-fixtures';
import { as } from './as-user';
import { registerMortgage } from './register-mortgage';
import type { TestApp } from './test-app';

const C = CONTRACT_API.endpoints;

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());

/**
 * A bill's loan contract made from the demo loan template, approved at its node and signed with a
 * scan (status 3), and one document recorded and put into stock: with a registered mortgage, what
 * the grant request's gate asks for (issue 17 item 10). All over HTTP, as the demo users of each role:
 * the back office (51) makes and signs contracts, risk (10) approves them, the warrant (32) keeps the archive.
 */
export async function signContractAndStock(t: TestApp, billId: number) {
  const [office, approver, custodian] = [await as(t, 'backOffice'), await as(t, 'risk'), await as(t, 'warrant')];
  const options = await office.call(C.options);
  const templateId = options.templates.find((x) => x.kind === 'composite')!.id;
  const { id } = await office.call(C.create, { body: { billId, templateId, kind: 'advance' } });
  const detail = () => office.call(C.detail, { params: { id } });
  await approver.call(C.approve, { params: { id }, body: { flowVersion: (await detail()).flow!.version } });
  const scanId = await uploadImage(office, 'scan.png');
  const signed = await office.call(C.sign, {
    params: { id },
    body: { version: (await detail()).version, signedDate: today(), scanImageIds: [scanId] },
  });
  expect(signed.status).toBe(3);
  const doc = await custodian.call(ARCHIVE_API.endpoints.create, { body: { billId, docType: 1, name: `借款合同（${billId}）` } });
  expect((await custodian.call(ARCHIVE_API.endpoints.stockIn, { params: { id: doc.id }, body: { version: 0 } })).status).toBe(2);
}

/** Everything the grant request's gate asks for: the mortgage registered (4), the contract signed, a document in stock. */
export async function secureForGrant(t: TestApp, billId: number) {
  const [warrant, approver] = [await as(t, 'warrant'), await as(t, 'mortgageApprover')];
  await registerMortgage(t, { warrant: warrant.cookie, approver: approver.cookie }, billId);
  await signContractAndStock(t, billId);
}
