// The console's one route table (spec 000 §2 and 001 §2): every group, child and hidden page,
// with the spec's permission codes spelled exactly as written. One file per area under groups/.
import { ARCHIVE_ROUTES } from './groups/archive.routes';
import { BI_ROUTES } from './groups/bi.routes';
import { BILLING_ROUTES } from './groups/billing.routes';
import { BORROWING_ROUTES } from './groups/borrowing.routes';
import { CRAWLER_ROUTES } from './groups/crawler.routes';
import { DISBURSEMENT_ROUTES } from './groups/disbursement.routes';
import { FIELD_ROUTES } from './groups/field.routes';
import { FUND_RISK_FILE_ROUTES } from './groups/fund-risk-file.routes';
import { FUNDING_ROUTES } from './groups/funding.routes';
import { HALFWAY_ROUTES } from './groups/halfway.routes';
import { HOME_ROUTES } from './groups/home.routes';
import { LEDGER_ROUTES } from './groups/ledger.routes';
import { MORTGAGE_ROUTES } from './groups/mortgage.routes';
import { OFFICE_ROUTES } from './groups/office.routes';
import { RISK_ROUTES } from './groups/risk.routes';
import { SIGNING_ROUTES } from './groups/signing.routes';
import { STATEMENTS_ROUTES } from './groups/statements.routes';
import { SYSTEM_ROUTES } from './groups/system.routes';
import type { RouteEntry } from './route-table.types';

/** Menu order follows the life of a loan (docs/DOMAIN.md): enquiry and bill, review, signing, money, archives, funding, admin. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...HOME_ROUTES,
  ...BILLING_ROUTES,
  ...HALFWAY_ROUTES,
  ...FIELD_ROUTES,
  ...RISK_ROUTES,
  ...CRAWLER_ROUTES,
  ...SIGNING_ROUTES,
  ...MORTGAGE_ROUTES,
  ...DISBURSEMENT_ROUTES,
  ...BORROWING_ROUTES,
  ...ARCHIVE_ROUTES,
  ...FUNDING_ROUTES,
  ...FUND_RISK_FILE_ROUTES,
  ...STATEMENTS_ROUTES,
  ...LEDGER_ROUTES,
  ...BI_ROUTES,
  ...OFFICE_ROUTES,
  ...SYSTEM_ROUTES,
];
