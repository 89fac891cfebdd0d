import { describe, expect, it } from 'vitest';
import { STATUS_TONES } from './status-entry';
import { isStatusCode, statusCodes, statusLabel, statusOptions, statusTexts } from './status-dictionary';
import { statusDictionaryData, statusDictionaryReply } from './status-dictionary.schema';
import { SPEC_STATUS_LIST_KEYS, STATUS_LISTS, STATUS_LIST_KEYS } from './status-lists';

/** Spec 000 §4, copied by hand: each list's codes in the order the spec lists them. */
const SPEC_CODES = {
  archiveTransferNew: [0, 1, 2, 3, 4, 5, 6, 7, 10, 8, 9],
  archiveTransferOld: [-2, 3, 4, 5, 6, 7, 8, 9],
  transferApproval: [-2, 4, 6, 3, 7, 5],
  cardChange: [1, 2, 3, 4, 5, 6, 7],
  mortgageRequest: [-1, 1, 2, 3, 4],
  mortgageRelease: [-1, 1, 2, 3, 4],
  grant: [5, 4, 2, 1, 3, 23, 33, 6],
  drawCash: [0, 1, 4, 2, 3, 5],
  batchBill: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  appointment: [1, 2, 3, 4, 5, -2],
  paymentApproval: [0, 2, 3, 4, 5],
  archiveStock: [0, 1, 2, 3, 4],
  product: [2, 3, 5, 6, 7, 8, 9],
};

const CHINESE = /\p{Script=Han}/u;

describe('status dictionary', () => {
  it('holds the 13 lists of spec 000 §4 with exactly the spec codes, in the spec order', () => {
    expect(SPEC_STATUS_LIST_KEYS).toEqual(Object.keys(SPEC_CODES));
    for (const [key, codes] of Object.entries(SPEC_CODES)) {
      expect(statusCodes(key as keyof typeof SPEC_CODES), key).toEqual(codes);
    }
  });

  it('keeps our own lists beside them', () => {
    const own = [
      'bill',
      'billStage',
      'preBill',
      'firm',
      'blacklist',
      'staff',
      'exportTask',
      'image',
      'sampleRecord',
      'flowResult',
      'finalStage',
      'bank',
      'bankCard',
      'cardBinType',
      'fiveLevel',
      'fiveLevelChange',
      'repaymentLoan',
      'repaymentPeriod',
      'repaymentApplication',
      'contract',
      'depositMovement',
      'loanChange',
      'adjustTarget',
      'adjustDirection',
      'orderTransfer',
      'orderTransferLine',
      'systemChange',
      'withhold',
      'recharge',
      'archiveDisposal',
    ];
    expect(STATUS_LIST_KEYS).toEqual([...Object.keys(SPEC_CODES), ...own]);
    expect(statusCodes('bill')).toEqual([0, 1, 2, 3, 4, 9]);
  });

  it.each(STATUS_LIST_KEYS)('%s: unique codes, each labelled in both languages with a known tone', (key) => {
    const entries = STATUS_LISTS[key];
    const codes = entries.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of entries) {
      expect(e.label.trim(), `${key} ${e.code}`).not.toBe('');
      expect(e.labelEn.trim(), `${key} ${e.code}`).not.toBe('');
      expect(e.label, `${key} ${e.code} zh`).toMatch(CHINESE);
      expect(e.labelEn, `${key} ${e.code} en`).not.toMatch(CHINESE);
      expect(STATUS_TONES).toContain(e.tone);
    }
  });

  it('gives labels by locale, options in list order and code checks', () => {
    expect(statusLabel('grant', 23, 'zh-CN')).toBe('高管驳回');
    expect(statusLabel('grant', 23, 'en-US')).toBe('Executive rejected');
    expect(statusLabel('grant', 99, 'zh-CN')).toBe('99');
    expect(statusOptions('bill', 'en-US', [4, 9])).toEqual([
      { value: 4, label: 'Approved' },
      { value: 9, label: 'Abandoned' },
    ]);
    expect(statusOptions('drawCash', 'zh-CN').map((o) => o.value)).toEqual(SPEC_CODES.drawCash);
    expect(isStatusCode('bill', 9)).toBe(true);
    expect(isStatusCode('bill', '9')).toBe(false);
    expect(isStatusCode('finalStage', 'final')).toBe(true);
    expect(statusTexts('exportTask')[2]).toEqual({ 'zh-CN': '已完成', 'en-US': 'Ready' });
  });

  it('has a wire form with code, label and labelEn only', () => {
    const data = statusDictionaryReply.parse(statusDictionaryData());
    expect(Object.keys(data)).toEqual(STATUS_LIST_KEYS);
    expect(data.grant?.[0]).toEqual({ code: 5, label: '已完成', labelEn: 'Finished' });
  });
});
