import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../access/access.messages';
import { BILL_MESSAGES } from '../bill/bill.messages';
import { BLACKLIST_MESSAGES } from '../blacklist/blacklist.messages';
import { BORROWER_MESSAGES } from '../borrower/borrower.messages';
import { CHANNEL_MESSAGES } from '../channel/channel.messages';
import { EXPORT_MESSAGES } from '../export/export.messages';
import { FIRM_MESSAGES } from '../firm/firm.messages';
import { PREBILL_MESSAGES } from '../prebill/prebill.messages';
import { REGION_MESSAGES } from '../region/region.messages';
import { SENSITIVE_MESSAGES } from '../sensitive/sensitive.messages';
import { STAFF_MESSAGES } from '../staff/staff.messages';
import { UPLOAD_REPLY_MESSAGES } from '../upload/upload.messages';
import { VALUATION_REPLY_MESSAGES } from '../valuation/valuation.messages';
import { WORKFLOW_MESSAGES } from '../workflow/workflow.messages';
import { MESSAGES, message } from './messages';

const MODULE_PARTS = {
  ACCESS_MESSAGES,
  BILL_MESSAGES,
  BLACKLIST_MESSAGES,
  BORROWER_MESSAGES,
  CHANNEL_MESSAGES,
  EXPORT_MESSAGES,
  FIRM_MESSAGES,
  PREBILL_MESSAGES,
  REGION_MESSAGES,
  SENSITIVE_MESSAGES,
  STAFF_MESSAGES,
  UPLOAD_REPLY_MESSAGES,
  VALUATION_REPLY_MESSAGES,
  WORKFLOW_MESSAGES,
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the error catalogue', () => {
  it('keeps every module message under its own key: no two parts share one, none is overwritten', () => {
    const owner = new Map<string, string>();
    for (const [part, messages] of Object.entries(MODULE_PARTS))
      for (const [key, text] of Object.entries(messages)) {
        expect(owner.get(key), `${key} is in ${owner.get(key)} and ${part}`).toBeUndefined();
        owner.set(key, part);
        expect(MESSAGES[key as keyof typeof MESSAGES], `${part}.${key} is overwritten in MESSAGES`).toBe(text);
      }
  });

  it('has both languages for every key, with the same parameters', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(text['zh-CN'], key).toBeTruthy();
      expect(text['en-US'], key).toBeTruthy();
      expect(placeholders(text['en-US']), key).toEqual(placeholders(text['zh-CN']));
    }
  });

  it('fills the parameters in the language asked', () => {
    expect(message('manualTotalMismatch', 'zh-CN', { total: '186.65' })).toBe('手动总价应为186.65万元（面积×单价÷10000）');
    expect(message('uploadBadMaxSize', 'en-US', { max: 15360 })).toBe('maxSize must be a whole number of KB from 1 to 15360');
  });
});
