import { ACCESS_MESSAGES } from '../access/access.messages';
import { BILL_MESSAGES } from '../bill/bill.messages';
import { PREBILL_MESSAGES } from '../prebill/prebill.messages';
import { REGION_MESSAGES } from '../region/region.messages';
import { SENSITIVE_MESSAGES } from '../sensitive/sensitive.messages';
import { UPLOAD_REPLY_MESSAGES } from '../upload/upload.messages';
import { VALUATION_REPLY_MESSAGES } from '../valuation/valuation.messages';
import { BLACKLIST_MESSAGES } from '../blacklist/blacklist.messages';
import { BORROWER_MESSAGES } from '../borrower/borrower.messages';
import { CHANNEL_MESSAGES } from '../channel/channel.messages';
import { EXPORT_MESSAGES } from '../export/export.messages';
import { FIRM_MESSAGES } from '../firm/firm.messages';
import { LEDGER_MESSAGES } from '../ledger/ledger.messages';
import type { LocalisedText } from '../route-table/route-table.types';
import { CATALOGUE_MESSAGES, DEFAULT_LOCALE, type Locale, type MessageVars, fillMessage } from './catalogue.messages';
import { STAFF_MESSAGES } from '../staff/staff.messages';
import { WORKFLOW_MESSAGES } from '../workflow/workflow.messages';
import { BANK_CARD_REPLY_MESSAGES } from '../bank-card/bank-card.messages';
import { CHARGE_REPLY_MESSAGES } from '../charge/charge.messages';
import { FIVE_LEVEL_REPLY_MESSAGES } from '../five-level/five-level.messages';
import { GRANT_REPLY_MESSAGES } from '../grant/grant.messages';
import { MORTGAGE_REPLY_MESSAGES } from '../mortgage/mortgage.messages';
import { REPAYMENT_REPLY_MESSAGES } from '../repayment/repayment.messages';
import { BORROW_REPLY_MESSAGES } from '../borrow/borrow.messages';
import { APPOINTMENT_REPLY_MESSAGES } from '../appointment/appointment.messages';
import { ARCHIVE_REPLY_MESSAGES } from '../archive/archive.messages';
import { PAYMENT_RECORD_REPLY_MESSAGES } from '../payment-record/payment-record.messages';
import { LOAN_VOUCHER_REPLY_MESSAGES } from '../loan-voucher/loan-voucher.messages';
import { FIELD_ORDER_REPLY_MESSAGES } from '../field-order/field-order.messages';
import { CONTRACT_REPLY_MESSAGES } from '../contract/contract.messages';
import { BATCH_REPLY_MESSAGES } from '../batch/batch.messages';
import { ORDER_TRANSFER_REPLY_MESSAGES } from '../order-transfer/order-transfer.messages';
import { SYSTEM_CHANGE_REPLY_MESSAGES } from '../system-change/system-change.messages';
import { WITHHOLD_REPLY_MESSAGES } from '../withhold/withhold.messages';
import { INVARIANT_REPLY_MESSAGES } from '../invariant/invariant.messages';

/** Messages of the error catalogue (spec 000 §8), in both languages. */
export const MESSAGES = {
  ...STAFF_MESSAGES,
  ...ACCESS_MESSAGES,
  ...EXPORT_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...CHANNEL_MESSAGES,
  ...BORROWER_MESSAGES,
  ...BLACKLIST_MESSAGES,
  ...WORKFLOW_MESSAGES,
  ...BILL_MESSAGES,
  ...PREBILL_MESSAGES,
  ...FIRM_MESSAGES,
  ...LEDGER_MESSAGES,
  ...REGION_MESSAGES,
  ...SENSITIVE_MESSAGES,
  ...UPLOAD_REPLY_MESSAGES,
  ...VALUATION_REPLY_MESSAGES,
  ...BANK_CARD_REPLY_MESSAGES,
  ...CHARGE_REPLY_MESSAGES,
  ...FIVE_LEVEL_REPLY_MESSAGES,
  ...GRANT_REPLY_MESSAGES,
  ...MORTGAGE_REPLY_MESSAGES,
  ...REPAYMENT_REPLY_MESSAGES,
  ...BORROW_REPLY_MESSAGES,
  ...APPOINTMENT_REPLY_MESSAGES,
  ...ARCHIVE_REPLY_MESSAGES,
  ...PAYMENT_RECORD_REPLY_MESSAGES,
  ...LOAN_VOUCHER_REPLY_MESSAGES,
  ...FIELD_ORDER_REPLY_MESSAGES,
  ...CONTRACT_REPLY_MESSAGES,
  ...BATCH_REPLY_MESSAGES,
  ...ORDER_TRANSFER_REPLY_MESSAGES,
  ...SYSTEM_CHANGE_REPLY_MESSAGES,
  ...WITHHOLD_REPLY_MESSAGES,
  ...INVARIANT_REPLY_MESSAGES,
} as const satisfies Record<string, LocalisedText>;
export type MessageKey = keyof typeof MESSAGES;
export const LOCALES: Locale[] = ['zh-CN', 'en-US'];
export { DEFAULT_LOCALE, type Locale };

export function message(key: MessageKey, locale: Locale = DEFAULT_LOCALE, vars: MessageVars = {}): string {
  return fillMessage(MESSAGES[key], locale, vars);
}
