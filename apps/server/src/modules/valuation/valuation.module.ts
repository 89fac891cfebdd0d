import type { FastifyBaseLogger } from 'fastify';
import type { ValuationConfig } from '../../config';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import type { JobQueue } from '../../lib/jobs';
import type { Clock } from '../../lib/time';
import { defineModule } from '../module-kit';
import type { UploadService } from '../upload/upload.service';
import type { CollateralAccess } from './collateral-access.service';
import { createEvsService } from './evs.service';
import { FURTHER_RESULT_JOB, createFurtherService } from './further.service';
import { selectProviders } from './providers/select-providers.adapter';
import { createReportService } from './report.service';
import { uploadedImageReader } from './uploaded-image.service';
import { valuationRoutes } from './valuation.routes';
import { createValuationService } from './valuation.service';

type Deps = {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  files: FileStorage;
  log: FastifyBaseLogger;
  config: ValuationConfig;
  uploads: Pick<UploadService, 'plainBytes'>;
  /** The bills module's checks of a collateral's bill, and its bill's system LTV. */
  collateral: CollateralAccess;
};

/** The valuation module's services, wired once (providers chosen by config, the delayed job declared). */
export function createValuationServices({ db, clock, jobs, files, log, config, uploads, collateral }: Deps) {
  const providers = selectProviders(config, db, log);
  const valuation = createValuationService({ db, clock, providers, collateral });
  const reports = createReportService({ db, clock, files, readImage: uploadedImageReader(uploads), reportFont: config.reportFont });
  const further = createFurtherService({ db, clock, jobs, provider: providers.further, log, collateral });
  const evs = createEvsService({ db, ltvLimit: config.ltvLimit, collateral });
  jobs.work<{ caseId: string }>(FURTHER_RESULT_JOB, (data) => further.settle(data.caseId), { pollingSeconds: 5 });
  return { providers, valuation, reports, further, evs, ltvLimit: config.ltvLimit };
}
export type ValuationServices = ReturnType<typeof createValuationServices>;

declare module '../module-kit' {
  interface ModuleServices {
    valuation: ValuationServices;
  }
}

/** Valuations (spec 001): providers, the further enquiry, reports, and the collateral list with LTV. */
export const valuationModule = defineModule({
  name: 'valuation',
  create: ({ db, clock, jobs, files, log, config }, use) => {
    // Bills are created after valuation and need it; their checks run only at request time.
    const bills = use.later('bill');
    const collateral: CollateralAccess = {
      readableCollateral: (user, mortgageId) => bills().readableCollateral(user, mortgageId),
      ltvOfCollateral: (mortgageIds, scope) => bills().ltvOfCollateral(mortgageIds, scope),
    };
    const service = createValuationServices({ db, clock, jobs, files, log, config: config.valuation, uploads: use('upload'), collateral });
    return {
      service,
      routes: async (app) => valuationRoutes(app, { valuation: service }),
      exportSources: [service.evs.exportSource()],
    };
  },
});
