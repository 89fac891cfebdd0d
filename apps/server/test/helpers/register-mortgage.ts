import { MORTGAGE_FLOW_API } from '@lc/shared';
import { expect } from 'vitest';
import { callerOf } from './as-user';
import type { TestApp } from './test-app';
import { uploadVoucher } from './upload-voucher';

const M = MORTGAGE_FLOW_API.endpoints;

/**
 * A bill's mortgage requested (warrant, role 32), approved (role 36) and every property
 * registered: status 4, so the grant gate opens and money may leave (decision 0032).
 */
export async function registerMortgage(t: TestApp, cookies: { warrant: string; approver: string }, billId: number) {
  const warrant = callerOf(t, cookies.warrant);
  const options = await warrant.call(M.options);
  const bill = options.bills.find((b) => b.id === billId)!;
  const mortgageeId = options.mortgagees[0]!.id;
  const { id } = await warrant.call(M.requestCreate, {
    body: { billId, propertyIds: bill.properties.map((p) => p.id), mortgageeId, order: 1 },
  });
  const { flow } = await warrant.call(M.requestDetail, { params: { id } });
  await callerOf(t, cookies.approver).call(M.requestApprove, { params: { id }, body: { flowVersion: flow!.version } });
  for (const p of bill.properties) {
    await warrant.call(M.register, {
      params: { id },
      body: {
        propertyId: p.id,
        certNo: `京(2026)朝阳区不动产证明第${billId}${p.id}号`,
        regDate: '2026-11-20',
        mortgageeId,
        order: 1,
        // The certificate image is required (decision 0071).
        imageIds: [await uploadVoucher(t, cookies.warrant)],
      },
    });
  }
  expect((await warrant.call(M.requestDetail, { params: { id } })).status).toBe(4);
}
