import { DOMAIN_PREFIX } from '@lc/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createChangeFeed } from '../db/change-feed';
import type { DatabaseHandle } from '../db/client';
import type { FileStorage } from '../lib/file-storage';
import type { JobQueue } from '../lib/jobs';
import type { Clock } from '../lib/time';
import { createAccessService } from './access/access.service';
import { accessRoutes } from './access/access.routes';
import { auditExportSource } from './audit/audit.export';
import { auditRoutes } from './audit/audit.routes';
import { createAuditService } from './audit/audit.service';
import { createExportService } from './export/export.service';
import { exportRoutes } from './export/export.routes';
import { createAuthService } from './identity/auth.service';
import { identityRoutes } from './identity/auth.routes';
import { createSessionCache } from './identity/session-cache';
import { healthRoutes } from './health/health.routes';
import { createBadgeRegistry } from './home/badge-registry';
import { homeRoutes } from './home/home.routes';
import { createStaffService } from './staff/staff.service';
import { staffRoutes } from './staff/staff.routes';
import { telemetryRoutes } from './telemetry/telemetry.routes';
import { createUploadService } from './upload/upload.service';
import { uploadRoutes } from './upload/upload.routes';
import { createApprovalChainService } from './workflow/approval-chain.service';
import { workflowRoutes } from './workflow/workflow.routes';
import { createOrgFilterService } from './identity/org-filter.service';
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
import { createPreBillService } from './prebill/prebill.service';
import { preBillRoutes } from './prebill/prebill.routes';
import { createFinalReviewService } from './final-review/final-review.service';
import { finalReviewRoutes } from './final-review/final-review.routes';
import { dictionaryRoutes } from './dictionary/dictionary.routes';

export type Deps = { config: Config; database: DatabaseHandle; clock: Clock; jobs: JobQueue; files: FileStorage; log: FastifyBaseLogger };

/** Wires every module's service once; the single place where modules meet (STYLE §4). */
export function createServices({ config, database, clock, jobs, files, log }: Deps) {
  const db = database.db;
  const badges = createBadgeRegistry();
  // What processes may keep from announced tables until they change (app.ts follows it).
  const changes = createChangeFeed();
  // A few seconds of trust at most: changes clear it at once (session-cache.ts).
  const sessionCache = createSessionCache({ ttlMs: 10_000, maxEntries: 10_000 });
  const authService = createAuthService({ db, config, clock, sessions: sessionCache });
  const accessService = createAccessService({ db });
  const auditService = createAuditService({ db });
  const staffService = createStaffService({ db, clock, access: accessService, accounts: authService });
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
  const orgFilterService = createOrgFilterService({ db, changes });
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
    changes,
    isBlacklisted: (probe) => blacklistService.isBlacklisted(probe),
  });
  registerBillBadges(badges, billService);
  exportService.register(billHistoryExportSource(db));
  sensitiveService.register(billSensitiveSource(billService));
  const preBillService = createPreBillService({ db, bills: billService });
  const finalReviewService = createFinalReviewService({ orgFilter: orgFilterService, bills: billService });
  return {
    db,
    jobs,
    files,
    exportService,
    badges,
    sessionCache,
    changes,
    authService,
    accessService,
    auditService,
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
  await app.register(identityRoutes, {
    authService: services.authService,
    orgFilterService: services.orgFilterService,
    config: deps.config,
  });
  await app.register(accessRoutes, { accessService: services.accessService });
  await app.register(staffRoutes, { staffService: services.staffService });
  await app.register(auditRoutes, { auditService: services.auditService });
  await app.register(homeRoutes, { db, badges: services.badges });
  await app.register(exportRoutes, { exportService: services.exportService });
  await app.register(telemetryRoutes, { db });
  await app.register(workflowRoutes, { chains: services.chains });
  await app.register(uploadRoutes, { uploadService: services.uploadService });
  await app.register(galleryRoutes, { galleryService: services.galleryService });
  await app.register(regionRoutes, { regionService: services.regionService });
  await app.register(dictionaryRoutes, { prefix: DOMAIN_PREFIX.default });
  await app.register(sensitiveRoutes, { sensitiveService: services.sensitiveService });
  await app.register(valuationRoutes, { valuation: services.valuation });
  await app.register(borrowerRoutes, { borrowerService: services.borrowerService });
  await app.register(firmRoutes, { firmService: services.firmService });
  await app.register(channelRoutes, { channelService: services.channelService });
  await app.register(blacklistRoutes, { blacklistService: services.blacklistService });
  await app.register(billRoutes, { billService: services.billService });
  await app.register(preBillRoutes, { preBillService: services.preBillService });
  await app.register(finalReviewRoutes, { finalReviewService: services.finalReviewService });
}
