import { describe, expect, it } from 'vitest';
import { makerCheckerRefusal, mayDecide } from './maker-checker';

describe('the maker-checker rule', () => {
  it('refuses the maker at any level, and an earlier level’s approver at a later one', () => {
    expect(makerCheckerRefusal({ makerId: 7, userId: 7 })).toBe('own-request');
    expect(makerCheckerRefusal({ makerId: 7, priorApproverIds: [7], userId: 7 })).toBe('own-request');
    expect(makerCheckerRefusal({ makerId: 7, priorApproverIds: [8], userId: 8 })).toBe('second-level');
    expect(mayDecide({ makerId: 7, priorApproverIds: [8], userId: 9 })).toBe(true);
  });

  it('lets anyone decide a request without a maker on record, earlier approvers aside', () => {
    expect(mayDecide({ makerId: null, userId: 1 })).toBe(true);
    expect(mayDecide({ makerId: null, priorApproverIds: [null, 1], userId: 1 })).toBe(false);
  });
});
