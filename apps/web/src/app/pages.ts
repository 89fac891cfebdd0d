import type { PageMap, PageModule } from '@/lib/page-map';
import { HOME_PAGES } from '../modules/home/home.pages';
import { STAFF_PAGES } from '../modules/staff/staff.pages';
import { ACCESS_PAGES } from '../modules/access/access.pages';
import { AUDIT_PAGES } from '../modules/audit/audit.pages';
import { WORKFLOW_PAGES } from '../modules/workflow/workflow.pages';
import { EXPORT_PAGES } from '../modules/export/export.pages';
import { GALLERY_PAGES } from '../modules/gallery/gallery.pages';
import { BORROWER_PAGES } from '../modules/borrower/borrower.pages';
import { FIRM_PAGES } from '../modules/firm/firm.pages';
import { CHANNEL_PAGES } from '../modules/channel/channel.pages';
import { BLACKLIST_PAGES } from '../modules/blacklist/blacklist.pages';
import { VALUATION_PAGES } from '../modules/valuation/valuation.pages';
import { PREBILL_PAGES } from '../modules/prebill/prebill.pages';
import { BILL_PAGES } from '../modules/bill/bill.pages';
import { FINAL_REVIEW_PAGES } from '../modules/final-review/final-review.pages';
import { BANK_CARD_PAGES } from '../modules/bank-card/bank-card.pages';
import { CHARGE_PAGES } from '../modules/charge/charge.pages';
import { FIVE_LEVEL_PAGES } from '../modules/five-level/five-level.pages';
import { GRANT_PAGES } from '../modules/grant/grant.pages';
import { MORTGAGE_PAGES } from '../modules/mortgage/mortgage.pages';
import { REPAYMENT_PAGES } from '../modules/repayment/repayment.pages';
import { BORROW_PAGES } from '../modules/borrow/borrow.pages';
import { APPOINTMENT_PAGES } from '../modules/appointment/appointment.pages';
import { ARCHIVE_PAGES } from '../modules/archive/archive.pages';
import { PAYMENT_RECORD_PAGES } from '../modules/payment-record/payment-record.pages';
import { ORDER_TRANSFER_PAGES } from '../modules/order-transfer/order-transfer.pages';
import { LOAN_VOUCHER_PAGES } from '../modules/loan-voucher/loan-voucher.pages';
import { FIELD_ORDER_PAGES } from '../modules/field-order/field-order.pages';
import { CONTRACT_PAGES } from '../modules/contract/contract.pages';
import { BATCH_PAGES } from '../modules/batch/batch.pages';
import { SYSTEM_CHANGE_PAGES } from '../modules/system-change/system-change.pages';
import { WITHHOLD_PAGES } from '../modules/withhold/withhold.pages';
import { INVARIANT_PAGES } from '../modules/invariant/invariant.pages';
import { LEDGER_PAGES } from '../modules/ledger/ledger.pages';

/** Every web module's page map, one line each: a module lists its own built pages (STYLE §9). */
export const MODULE_PAGES: readonly PageMap[] = [
  HOME_PAGES,
  STAFF_PAGES,
  ACCESS_PAGES,
  AUDIT_PAGES,
  WORKFLOW_PAGES,
  EXPORT_PAGES,
  GALLERY_PAGES,
  BORROWER_PAGES,
  FIRM_PAGES,
  CHANNEL_PAGES,
  BLACKLIST_PAGES,
  VALUATION_PAGES,
  PREBILL_PAGES,
  BILL_PAGES,
  FINAL_REVIEW_PAGES,
  BANK_CARD_PAGES,
  CHARGE_PAGES,
  FIVE_LEVEL_PAGES,
  GRANT_PAGES,
  MORTGAGE_PAGES,
  REPAYMENT_PAGES,
  BORROW_PAGES,
  APPOINTMENT_PAGES,
  ARCHIVE_PAGES,
  PAYMENT_RECORD_PAGES,
  ORDER_TRANSFER_PAGES,
  LOAN_VOUCHER_PAGES,
  FIELD_ORDER_PAGES,
  CONTRACT_PAGES,
  BATCH_PAGES,
  SYSTEM_CHANGE_PAGES,
  WITHHOLD_PAGES,
  INVARIANT_PAGES,
  LEDGER_PAGES,
];

/** Built pages by full path (lazy, one chunk each); every other route of the table shows the not-built page. */
export const PAGES: PageMap = Object.assign({}, ...MODULE_PAGES);

export const NOT_BUILT_PAGE: PageModule = () => import('./not-built-page');
export const GROUP_PAGE: PageModule = () => import('./group-page');

export { CHUNK_TIMEOUT_MS, ChunkTimeoutError, isChunkError, withTimeout } from './chunk-load';
