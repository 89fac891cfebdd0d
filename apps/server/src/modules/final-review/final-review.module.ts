import { defineModule } from '../module-kit';
import { finalReviewRoutes } from './final-review.routes';
import { type FinalReviewService, createFinalReviewService } from './final-review.service';

declare module '../module-kit' {
  interface ModuleServices {
    'final-review': FinalReviewService;
  }
}

/** Final review's lists and risk records, read through the bill service. */
export const finalReviewModule = defineModule({
  name: 'final-review',
  create: (_deps, use) => {
    const service = createFinalReviewService({ orgFilter: use('identity').orgFilter, bills: use('bill') });
    return { service, routes: async (app) => finalReviewRoutes(app, { finalReviewService: service }) };
  },
});
