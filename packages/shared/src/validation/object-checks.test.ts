import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { localizeIssue } from './localize';
import { contractTermCheck, leasePeriodCheck } from './rules';

/** How a server request schema combines fields that one rule needs together. */
const billBody = z
  .object({ borrowType: z.number().int(), borrowDuration: z.number().int() })
  .check(contractTermCheck('borrowDuration', 'borrowType'));
const leaseBody = z.object({ leaseStart: z.string(), leaseEnd: z.string() }).check(leasePeriodCheck('leaseStart', 'leaseEnd'));

describe('object-level checks', () => {
  it.each([
    [{ borrowType: 2, borrowDuration: 90 }, undefined],
    [{ borrowType: 3, borrowDuration: 100 }, 'For mortgage loans the term must be a multiple of 30 days'],
    [{ borrowType: 1, borrowDuration: 100 }, undefined],
    [{ borrowType: 7, borrowDuration: 95 }, 'The term must be a multiple of 10 days'],
  ])('contract term %j → %s', (body, message) => {
    const result = billBody.safeParse(body);
    expect(result.success ? undefined : localizeIssue(result.error.issues[0]!, 'en-US')).toBe(message);
    if (!result.success) expect(result.error.issues[0]!.path).toEqual(['borrowDuration']);
  });

  it('puts the lease order issue on the end field', () => {
    const result = leaseBody.safeParse({ leaseStart: '2024-05-02', leaseEnd: '2024-05-01' });
    expect(result.error!.issues[0]).toMatchObject({ path: ['leaseEnd'], message: '租赁开始时间不能晚于租赁结束时间' });
    expect(leaseBody.safeParse({ leaseStart: '2024-05-01', leaseEnd: '2024-05-01' }).success).toBe(true);
  });
});
