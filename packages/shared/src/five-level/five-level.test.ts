import { describe, expect, it } from 'vitest';
import { fiveLevelChangeInput, fiveLevelLoanQuery, fiveLevelRecordsQuery, fiveLevelRejectBody } from './five-level.schema';
import { statusCodes, statusLabel } from '../dictionaries/status-dictionary';

const first = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('five-level classification rules', () => {
  it('has the five levels of spec 000 §9 in order, labelled in both languages', () => {
    expect(statusCodes('fiveLevel')).toEqual([1, 2, 3, 4, 5]);
    expect([1, 2, 3, 4, 5].map((c) => statusLabel('fiveLevel', c, 'zh-CN'))).toEqual(['正常', '关注', '次级', '可疑', '损失']);
    expect(statusLabel('fiveLevel', 5, 'en-US')).toBe('Loss');
  });

  it('refuses a change to an unknown level, without a reason, or without a loan', () => {
    expect(fiveLevelChangeInput.safeParse({ billId: 1, toLevel: 3, reason: '逾期' }).success).toBe(true);
    expect(first(fiveLevelChangeInput.safeParse({ billId: 1, toLevel: 6, reason: '逾期' }))).toBe('五级分类不存在');
    expect(first(fiveLevelChangeInput.safeParse({ billId: 1, toLevel: 2, reason: '   ' }))).toBe('此项不能为空');
    expect(first(fiveLevelChangeInput.safeParse({ toLevel: 2, reason: '逾期' }))).toBe('借款不存在或不在您的数据范围内');
    expect(first(fiveLevelRejectBody.safeParse({ comment: '' }))).toBe('此项不能为空');
  });

  it('reads list filters from the query and from a POST body', () => {
    expect(fiveLevelLoanQuery.parse({ level: '' })).toMatchObject({ level: undefined, pageNum: 1, withTotal: '1' });
    expect(first(fiveLevelLoanQuery.safeParse({ level: '9' }))).toBe('五级分类不存在');
    expect(fiveLevelRecordsQuery.parse({ withTotal: 0, status: 1 })).toMatchObject({ withTotal: '0', status: 1 });
  });
});
