import { DOMAIN_PREFIX } from '@lc/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { FileStorage } from '../lib/file-storage';
import type { JobQueue } from '../lib/jobs';
import type { Clock } from '../lib/time';
import { createAccessService } from './access/access.service';
import { accessAdminRoutes, accessAuthRoutes } from './access/access.routes';
import { auditExportSource } from './audit/audit.export';
import { auditRoutes } from './audit/audit.routes';
import { createExportService } from './export/export.service';
import { exportRoutes } from './export/export.routes';
import { createAuthService } from './identity/auth.service';
import { authRoutes } from './identity/auth.routes';
import { healthRoutes } from './health/health.routes';
import { createBadgeRegistry } from './home/badge-registry';
import { homeRoutes } from './home/home.routes';
import { createStaffService } from './identity/staff.service';
import { staffImportRoutes } from './identity/staff-import.routes';
import { staffRoutes } from './identity/staff.routes';
import { telemetryRoutes } from './telemetry/telemetry.routes';
import { createUploadService } from './upload/upload.service';
import { uploadRoutes } from './upload/upload.routes';
import { createApprovalChainService } from './workflow/approval-chain.service';
import { workflowRoutes } from './workflow/workflow.routes';
import { createOrgFilterService } from './identity/org-filter.service';
import { orgFilterRoutes } from './identity/org-filter.routes';
import { createGalleryService } from './gallery/gallery.service';
import { galleryRoutes } from './gallery/gallery.routes';
import { sampleRecordsExportSource } from './gallery/sample-records.export';
import { createRegionService } from './region/region.service';
import { regionRoutes } from './region/region.routes';
import { createSensitiveRegistry } from './sensitive/sensitive-registry';
import { createSensitiveService } from './sensitive/sensitive.service';
import { sensitiveRoutes } from './sensitive/sensitive.routes';
import { staffSensitiveSource } from './sensitive/staff.sensitive';
import { createValuationModule, valuationRoutes } from './valuation/valuation.module';
import type { CollateralAccess } from './valuation/collateral-access';
import { createBorrowerService } from './borrower/borrower.service';
import { borrowerRoutes } from './borrower/borrower.routes';
import { borrowerSensitiveSource } from './borrower/borrower.sensitive';
import { createFirmService } from './firm/firm.service';
import { firmRoutes } from './firm/firm.routes';
import { createChannelService } from './channel/channel.service';
import { channelRoutes } from './channel/channel.routes';
import { channelSensitiveSource } from './channel/channel.sensitive';
import { createBlacklistService } from './blacklist/blacklist.service';
import { blacklistRoutes } from './blacklist/blacklist.routes';
import { blacklistSensitiveSource } from './blacklist/blacklist.sensitive';
import { createFlowEngine } from './workflow/flow-engine.service';
import { createBillService } from './bill/bill.service';
import { billRoutes } from './bill/bill.routes';
import { registerBillBadges } from './bill/bill.badges';
import { billHistoryExportSource } from './bill/bill.export';
import { billSensitiveSource } from './bill/bill.sensitive';
import { createPreBillService } from './bill/prebill.service';
import { preBillRoutes } from './bill/prebill.routes';
import { createFinalReviewService } from './bill/final-review.service';
import { finalReviewRoutes } from './bill/final-review.routes';
import { dictionaryRoutes } from './dictionary/dictionary.routes';

export type Deps = { config: Config; database: DatabaseHandle; clock: Clock; jobs: JobQueue; files: FileStorage; log: FastifyBaseLogger };

/** Wires every module's service once; the single place where modules meet (STYLE §4). */
export function createServices({ config, database, clock, jobs, files, log }: Deps) {
  const db = database.db;
  const badges = createBadgeRegistry();
  const authService = createAuthService({ db, config, clock });
  const accessService = createAccessService({ db });
  const staffService = createStaffService({ db, clock, access: accessService });
  badges.register({ key: '/systemSetting/staffManage', permission: 'sys_user_manage', count: (user) => staffService.countLocked(user) });
  const exportService = createExportService({
    db,
    jobs,
    files,
    clock,
    log,
    secretKey: config.secretKey,
    retentionDays: config.exportRetentionDays,
  });
  exportService.register(auditExportSource(db));
  exportService.register(sampleRecordsExportSource(db));
  badges.register({
    key: '/fileDownloadManage/fileDownloadList',
    permission: 'file_download_list',
    count: (user) => exportService.countReady(user),
  });
  const chains = createApprovalChainService({ db, clock, grantable: () => new Set(accessService.grantableCodes()) });
  const uploadService = createUploadService({ db, files, clock, mediaKey: config.mediaKey });
  const orgFilterService = createOrgFilterService({ db });
  const galleryService = createGalleryService({ db, orgFilter: orgFilterService });
  const regionService = createRegionService();
  const sensitiveService = createSensitiveService({ db, clock, registry: createSensitiveRegistry([staffSensitiveSource(staffService)]) });
  // Valuation checks collateral and takes LTV amounts through the bills created below; the calls run only at request time.
  const collateral: CollateralAccess = {
    readableCollateral: (user, mortgageId) => billService.readableCollateral(user, mortgageId),
    borrowAmountsOfCollateral: (mortgageIds, scope) => billService.borrowAmountsOfCollateral(mortgageIds, scope),
  };
  const valuation = createValuationModule({
    db,
    clock,
    jobs,
    files,
    log,
    config: config.valuation,
    uploads: uploadService,
    collateral,
  });
  exportService.register(valuation.evs.exportSource());
  const blacklistService = createBlacklistService({ db, clock, orgFilter: orgFilterService });
  const borrowerService = createBorrowerService({
    db,
    clock,
    orgFilter: orgFilterService,
    region: regionService,
    blacklist: blacklistService,
  });
  const firmService = createFirmService({ db });
  const channelService = createChannelService({ db, orgFilter: orgFilterService });
  sensitiveService.register(borrowerSensitiveSource(borrowerService));
  sensitiveService.register(channelSensitiveSource(channelService));
  sensitiveService.register(blacklistSensitiveSource(blacklistService));
  const flowEngine = createFlowEngine({ db, clock });
  const billService = createBillService({
    db,
    clock,
    flow: flowEngine,
    chains,
    region: regionService,
    orgFilter: orgFilterService,
    channels: channelService,
    isBlacklisted: (probe) => blacklistService.isBlacklisted(probe),
  });
  registerBillBadges(badges, billService);
  exportService.register(billHistoryExportSource(db));
  sensitiveService.register(billSensitiveSource(billService));
  const preBillService = createPreBillService({ db, bills: billService });
  const finalReviewService = createFinalReviewService({ db, orgFilter: orgFilterService });
  return {
    db,
    jobs,
    files,
    exportService,
    badges,
    authService,
    accessService,
    staffService,
    uploadService,
    chains,
    orgFilterService,
    galleryService,
    regionService,
    sensitiveService,
    valuation,
    blacklistService,
    flowEngine,
    billService,
    preBillService,
    finalReviewService,
    borrowerService,
    firmService,
    channelService,
  };
}
export type Services = ReturnType<typeof createServices>;

/** Every module's routes, one line each, under its domain's gateway prefix. */
export async function registerModules(app: FastifyInstance, deps: Deps, services: Services) {
  const { db } = services;
  await app.register(healthRoutes, { prefix: DOMAIN_PREFIX.default, db, kind: deps.database.kind });
  await app.register(authRoutes, { prefix: DOMAIN_PREFIX.auth, authService: services.authService, config: deps.config });
  await app.register(accessAuthRoutes, { prefix: DOMAIN_PREFIX.auth, accessService: services.accessService });
  await app.register(accessAdminRoutes, { prefix: DOMAIN_PREFIX.default, accessService: services.accessService });
  await app.register(staffRoutes, { prefix: DOMAIN_PREFIX.default, staffService: services.staffService });
  await app.register(staffImportRoutes, { prefix: DOMAIN_PREFIX.default, staffService: services.staffService });
  await app.register(auditRoutes, { prefix: DOMAIN_PREFIX.default, db });
  await app.register(homeRoutes, { prefix: DOMAIN_PREFIX.default, db, badges: services.badges });
  await app.register(exportRoutes, { prefix: DOMAIN_PREFIX.default, exportService: services.exportService });
  await app.register(telemetryRoutes, { prefix: DOMAIN_PREFIX.default, db });
  await app.register(workflowRoutes, { prefix: DOMAIN_PREFIX.default, chains: services.chains });
  await app.register(uploadRoutes, { prefix: DOMAIN_PREFIX.default, uploadService: services.uploadService });
  await app.register(orgFilterRoutes, { prefix: DOMAIN_PREFIX.auth, orgFilterService: services.orgFilterService });
  await app.register(galleryRoutes, { prefix: DOMAIN_PREFIX.default, galleryService: services.galleryService });
  await app.register(regionRoutes, { prefix: DOMAIN_PREFIX.default, regionService: services.regionService });
  await app.register(dictionaryRoutes, { prefix: DOMAIN_PREFIX.default });
  await app.register(sensitiveRoutes, { prefix: DOMAIN_PREFIX.default, sensitiveService: services.sensitiveService });
  await app.register(valuationRoutes, { prefix: DOMAIN_PREFIX.default, valuation: services.valuation });
  await app.register(borrowerRoutes, { prefix: DOMAIN_PREFIX.default, borrowerService: services.borrowerService });
  await app.register(firmRoutes, { firmService: services.firmService });
  await app.register(channelRoutes, { prefix: DOMAIN_PREFIX.default, channelService: services.channelService });
  await app.register(blacklistRoutes, { prefix: DOMAIN_PREFIX.default, blacklistService: services.blacklistService });
  await app.register(billRoutes, { prefix: DOMAIN_PREFIX.bill, billService: services.billService });
  await app.register(preBillRoutes, { prefix: DOMAIN_PREFIX.bill, preBillService: services.preBillService });
  await app.register(finalReviewRoutes, { prefix: DOMAIN_PREFIX.bill, finalReviewService: services.finalReviewService });
}
