import type { FastifyInstance } from 'fastify';
import { createChangeFeed } from '../db/change-feed';
import { keepCounts } from '../db/capped-count';
import type { AppDeps, CreatedModule } from './module-kit';
import { createModules } from './module-kit';
import { accessModule } from './access/access.module';
import { auditModule } from './audit/audit.module';
import { billModule } from './bill/bill.module';
import { blacklistModule } from './blacklist/blacklist.module';
import { borrowerModule } from './borrower/borrower.module';
import { channelModule } from './channel/channel.module';
import { dictionaryModule } from './dictionary/dictionary.module';
import { exportModule } from './export/export.module';
import { finalReviewModule } from './final-review/final-review.module';
import { firmModule } from './firm/firm.module';
import { galleryModule } from './gallery/gallery.module';
import { healthModule } from './health/health.module';
import { homeModule } from './home/home.module';
import { identityModule } from './identity/identity.module';
import { ledgerModule } from './ledger/ledger.module';
import { prebillModule } from './prebill/prebill.module';
import { regionModule } from './region/region.module';
import { sensitiveModule } from './sensitive/sensitive.module';
import { staffModule } from './staff/staff.module';
import { telemetryModule } from './telemetry/telemetry.module';
import { uploadModule } from './upload/upload.module';
import { valuationModule } from './valuation/valuation.module';
import { workflowModule } from './workflow/workflow.module';
import { bankCardModule } from './bank-card/bank-card.module';
import { chargeModule } from './charge/charge.module';
import { fiveLevelModule } from './five-level/five-level.module';
import { grantModule } from './grant/grant.module';
import { mortgageModule } from './mortgage/mortgage.module';
import { repaymentModule } from './repayment/repayment.module';
import { borrowModule } from './borrow/borrow.module';
import { appointmentModule } from './appointment/appointment.module';
import { archiveModule } from './archive/archive.module';
import { paymentRecordModule } from './payment-record/payment-record.module';
import { fieldOrderModule } from './field-order/field-order.module';
import { contractModule } from './contract/contract.module';
import { batchModule } from './batch/batch.module';
import { orderTransferModule } from './order-transfer/order-transfer.module';
import { systemChangeModule } from './system-change/system-change.module';
import { loanVoucherModule } from './loan-voucher/loan-voucher.module';
import { withholdModule } from './withhold/withhold.module';
import { invariantModule } from './invariant/invariant.module';

export type Deps = Omit<AppDeps, 'db' | 'changes'>;

/** Every module, one line each, in the order they are created: a module uses those above it (STYLE §4). */
export const MODULES = [
  healthModule,
  identityModule,
  accessModule,
  staffModule,
  auditModule,
  homeModule,
  exportModule,
  telemetryModule,
  workflowModule,
  uploadModule,
  galleryModule,
  regionModule,
  dictionaryModule,
  sensitiveModule,
  valuationModule,
  blacklistModule,
  borrowerModule,
  firmModule,
  ledgerModule,
  channelModule,
  billModule,
  prebillModule,
  finalReviewModule,
  bankCardModule,
  chargeModule,
  fiveLevelModule,
  repaymentModule,
  grantModule,
  mortgageModule,
  borrowModule,
  appointmentModule,
  archiveModule,
  paymentRecordModule,
  fieldOrderModule,
  contractModule,
  batchModule,
  orderTransferModule,
  systemChangeModule,
  loanVoucherModule,
  withholdModule,
  invariantModule,
];

/** Creates every module and hands their export, sensitive-data and badge sources to the modules that keep them. */
export function createServices(deps: Deps) {
  // What processes may keep from announced tables until they change (app.ts follows it).
  const changes = createChangeFeed();
  // Capped list totals on the app's database are kept until a table they read changes (decision 0077).
  keepCounts(deps.database.db, changes);
  const created = createModules(MODULES, { ...deps, db: deps.database.db, changes });
  const { export: exports, sensitive, home, bill } = created.services;
  for (const m of created.modules) {
    m.exportSources?.forEach((source) => exports.register(source));
    m.sensitiveSources?.forEach((source) => sensitive.register(source));
    m.badges?.forEach((badge) => home.register(badge));
    m.billOwnerFollowers?.forEach((follower) => bill.followOwner(follower));
  }
  return { ...created, changes };
}
export type Services = ReturnType<typeof createServices>;

/** Every module's routes, each in a plugin of its own, under the prefixes its contract names. */
export async function registerModules(app: FastifyInstance, modules: CreatedModule[]) {
  for (const { routes } of modules) if (routes) await app.register(async (scope) => void (await routes(scope)));
}
