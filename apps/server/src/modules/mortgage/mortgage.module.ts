import { MORTGAGE_REGISTRATION_PERMISSION, MORTGAGE_RELEASE_APPROVE, MORTGAGE_REQUEST_APPROVE } from '@lc/shared';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { defineModule } from '../module-kit';
import { type CertificateRange, registrationCounts } from './mortgage-certificates.repository';
import { mortgageFlowRoutes } from './mortgage-flow.routes';
import { type MortgagePagesService, createMortgagePagesService } from './mortgage-pages.service';
import { type MortgageGates, createMortgageGates } from './mortgage-gates.service';
import { createMortgageReleaseService } from './mortgage-release.service';
import { createMortgageRequestService } from './mortgage-request.service';
import { mortgageeRoutes } from './mortgage.routes';
import { createMortgageeService } from './mortgage.service';
import { mortgageOwnerFollowers } from './mortgage-owner.repository';

/** Mortgagees, mortgage requests with their registration, release requests, and the stage gates other modules call. */
export type MortgageService = {
  mortgagees: ReturnType<typeof createMortgageeService>;
  requests: ReturnType<typeof createMortgageRequestService>;
  releases: ReturnType<typeof createMortgageReleaseService>;
  gates: MortgageGates;
  /** The hidden pages' reads: bills to request or release for, one bill for its form, certificate images. */
  pages: MortgagePagesService;
  /** Registrations per area and month in the scope of `permission` (after-loan certificate statistics). */
  certificateCounts: (
    user: SessionUser,
    permission: string,
    range: CertificateRange,
  ) => Promise<{ areaCode: string; month: string; count: number }[]>;
};

declare module '../module-kit' {
  interface ModuleServices {
    mortgage: MortgageService;
  }
}

/** /systemSetting/mortgagorManage, /mortgageRequest, /mortgageManage and /mortgageRelease (issue 17 items 3–5, 10). */
export const mortgageModule = defineModule({
  name: 'mortgage',
  create: ({ db }, use) => {
    const { flow, chains } = use('workflow');
    const bill = use('bill');
    const ledger = use('ledger');
    const uploads = use('upload');
    const deps = { db, flow, chains, bills: () => bill, ledger };
    const requests = createMortgageRequestService({ ...deps, uploads });
    const gates = createMortgageGates({ ...deps, requests });
    const releases = createMortgageReleaseService({ ...deps, gates, requests });
    const service: MortgageService = {
      mortgagees: createMortgageeService({ db }),
      requests,
      releases,
      gates,
      pages: createMortgagePagesService({ db, bills: deps.bills, gates, requests, releases }),
      certificateCounts: (user, permission, range) => registrationCounts(db, scopeFor(user, permission), range),
    };
    return {
      service,
      billOwnerFollowers: mortgageOwnerFollowers,
      routes: async (app) => {
        await mortgageeRoutes(app, { mortgageeService: service.mortgagees });
        await mortgageFlowRoutes(app, service, uploads);
      },
      badges: [
        { key: '/mortgageManage', permission: MORTGAGE_REGISTRATION_PERMISSION, count: (user) => requests.awaitingRegistration(user) },
        // The two approvals' to-dos: what waits for the supervisor's review, and for the release's approval (issue 29).
        { key: '/mortgageRequest', permission: MORTGAGE_REQUEST_APPROVE, count: (user) => requests.awaitingApproval(user) },
        { key: '/mortgageRelease', permission: MORTGAGE_RELEASE_APPROVE, count: (user) => releases.awaitingApproval(user) },
      ],
    };
  },
});
