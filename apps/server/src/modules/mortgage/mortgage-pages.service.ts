import {
  MORTGAGE_REGISTRATION_PERMISSION,
  MORTGAGE_RELEASE_PERMISSION,
  MORTGAGE_REQUEST_PERMISSION,
  type MortgageBillListQuery,
  type MortgageReleaseBill,
  type MortgageRequestBill,
  type ReleasableBillRow,
  type RequestableBillRow,
} from '@lc/shared';
import { NotFound, keyed } from '../../lib/errors';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { MortgageFlowDeps } from './mortgage-flow-deps.service';
import { mortgageRequestRepository, requestWhere } from './mortgage-flow.repository';
import type { MortgageGates } from './mortgage-gates.service';
import {
  liveRequestOf,
  loanInScope,
  registeredRequestsOf,
  releasableBillRepository,
  releasableWhere,
  requestHoldsImage,
  requestableBillRepository,
  requestableWhere,
} from './mortgage-pages.repository';
import type { MortgageRequestService } from './mortgage-request.service';
import type { MortgageReleaseService } from './mortgage-release.service';
import { pagedList } from '../../db/paged-list';

type Deps = Pick<MortgageFlowDeps, 'db' | 'bills'> & {
  gates: Pick<MortgageGates, 'loanSettled'>;
  requests: Pick<MortgageRequestService, 'detailOfRecord'>;
  releases: Pick<MortgageReleaseService, 'liveOfBill'>;
};
const iso = (d: Date) => d.toISOString();
const BILL_NOT_FOUND = keyed('billNotFound');

/**
 * The hidden pages' reads (issue 17 items 3–5): which bills a request or a release can be made
 * for, one bill for its form, and the registrations' certificate images. The writes stay the
 * flow services' (create, register), which check everything again.
 */
export function createMortgagePagesService({ db, bills, gates, requests, releases }: Deps) {
  const requestScope = (user: SessionUser) => scopeFor(user, MORTGAGE_REQUEST_PERMISSION);
  const releaseScope = (user: SessionUser) => scopeFor(user, MORTGAGE_RELEASE_PERMISSION);
  const propertiesOf = async (billIds: number[]) => {
    const all = await bills().collateralOf(billIds);
    return (billId: number) => all.filter((c) => c.billId === billId);
  };

  return {
    async requestableBills(user: SessionUser, q: MortgageBillListQuery) {
      const where = requestableWhere(db, requestScope(user), q.keyword);
      return pagedList(db, requestableBillRepository.list, where, q, async (rows): Promise<RequestableBillRow[]> => {
        const of = await propertiesOf(rows.map((r) => r.id));
        return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), propertyCount: of(r.id).length }));
      });
    },

    async requestBill(user: SessionUser, billId: number): Promise<MortgageRequestBill> {
      const bill = await loanInScope(db, requestScope(user), billId);
      if (!bill) throw new NotFound(BILL_NOT_FOUND);
      const [of, mortgagees, liveRequestId] = await Promise.all([
        propertiesOf([bill.id]),
        mortgageRequestRepository.mortgageesInUse(db),
        liveRequestOf(db, bill.id),
      ]);
      const { createdAt: _at, ...head } = bill;
      return {
        ...head,
        properties: of(bill.id).map((c) => ({
          id: c.id,
          address: c.address,
          ownerName: c.ownerName,
          floorArea: c.floorArea,
          titleCertNo: c.titleCertNo,
        })),
        mortgagees,
        liveRequestId,
      };
    },

    async releasableBills(user: SessionUser, q: MortgageBillListQuery) {
      const where = releasableWhere(db, releaseScope(user), q.keyword);
      return pagedList(db, releasableBillRepository.list, where, q, async (rows): Promise<ReleasableBillRow[]> => {
        const settled = await Promise.all(rows.map((r) => gates.loanSettled(r.id)));
        return rows.map((r, i) => ({ ...r, createdAt: iso(r.createdAt), settled: settled[i] ?? false }));
      });
    },

    /** The bill's registered properties, from its requests (a rejected one never registered any). */
    async releaseBill(user: SessionUser, billId: number): Promise<MortgageReleaseBill> {
      const bill = await loanInScope(db, releaseScope(user), billId);
      if (!bill) throw new NotFound(BILL_NOT_FOUND);
      const [settled, live, registered] = await Promise.all([
        gates.loanSettled(bill.id),
        releases.liveOfBill(bill.id),
        registeredRequestsOf(db, bill.id),
      ]);
      const properties = [];
      for (const r of registered) {
        const detail = await mortgageRequestRepository.find(db, r.id, undefined);
        if (!detail) continue;
        properties.push(...(await requests.detailOfRecord(detail)).properties.filter((p) => p.certNo !== null));
      }
      const { createdAt: _at, ...head } = bill;
      return { ...head, settled, properties, liveReleaseId: live?.id ?? null };
    },

    /** The image's id, once the request is in the caller's registration scope and holds it. */
    async image(user: SessionUser, requestId: number, imageId: string) {
      const where = requestWhere(scopeFor(user, MORTGAGE_REGISTRATION_PERMISSION), undefined);
      const found = await mortgageRequestRepository.find(db, requestId, where);
      if (!found || !(await requestHoldsImage(db, requestId, imageId))) throw new NotFound();
      return imageId;
    },
  };
}
export type MortgagePagesService = ReturnType<typeof createMortgagePagesService>;
