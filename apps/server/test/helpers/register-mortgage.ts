import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { uploadVoucher } from './upload-voucher';

/**
 * A bill's mortgage requested (warrant, role 32), approved (role 36) and every property
 * registered: status 4, so the grant gate opens and money may leave (decision 0032).
 */
export async function registerMortgage(t: TestApp, cookies: { warrant: string; approver: string }, billId: number) {
  const get = (url: string) => t.call({ method: 'GET', url, cookie: cookies.warrant });
  const post = (cookie: string, url: string, payload: object) => t.call({ method: 'POST', url, cookie, payload });
  const options = (await get('/api/v1/mortgageRequest/options')).json().data as {
    mortgagees: { id: number }[];
    bills: { id: number; properties: { id: number }[] }[];
  };
  const bill = options.bills.find((b) => b.id === billId)!;
  const mortgageeId = options.mortgagees[0]!.id;
  const made = await post(cookies.warrant, '/api/v1/mortgageRequest', {
    billId,
    propertyIds: bill.properties.map((p) => p.id),
    mortgageeId,
    order: 1,
  });
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.id as number;
  const flowVersion = (await get(`/api/v1/mortgageRequest/${id}`)).json().data.flow.version as number;
  expect((await post(cookies.approver, `/api/v1/mortgageRequest/${id}/approve`, { flowVersion })).statusCode).toBe(200);
  for (const p of bill.properties) {
    const reg = await post(cookies.warrant, `/api/v1/mortgageManage/${id}/register`, {
      propertyId: p.id,
      certNo: `京(2026)朝阳区不动产证明第${billId}${p.id}号`,
      regDate: '2026-11-20',
      mortgageeId,
      order: 1,
      // The certificate image is required (decision 0071).
      imageIds: [await uploadVoucher(t, cookies.warrant)],
    });
    expect(reg.statusCode, reg.body).toBe(200);
  }
  expect((await get(`/api/v1/mortgageRequest/${id}`)).json().data.status).toBe(4);
}
