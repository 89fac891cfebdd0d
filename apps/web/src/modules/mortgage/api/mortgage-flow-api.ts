import {
  MORTGAGE_FLOW_API,
  MORTGAGE_PAGES_API,
  type MortgageImageAddInput,
  type MortgageRegistrationInput,
  type MortgageReleaseInput,
  type MortgageRequestInput,
} from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/components/list-page/refresh-after-write';
import { call, listSource } from '@/lib/api-client';

const api = MORTGAGE_FLOW_API.endpoints;

export const MORTGAGE_REQUEST_LIST = listSource(api.requestList);
export const MORTGAGE_REGISTRATION_LIST = listSource(api.registrationList);
export const MORTGAGE_RELEASE_LIST = listSource(api.releaseList);
/** mortgageReqAddList and mortgageRelAddList: the bills a request or a release can be made for. */
export const REQUESTABLE_BILL_LIST = listSource(MORTGAGE_PAGES_API.endpoints.requestableBills);
export const RELEASABLE_BILL_LIST = listSource(MORTGAGE_PAGES_API.endpoints.releasableBills);

export const mortgageFlowKeys = {
  all: ['mortgage-flow'] as const,
  options: ['mortgage-flow', 'options'] as const,
  request: (id: number): readonly (string | number)[] => ['mortgage-flow', 'request', id],
  registration: (id: number): readonly (string | number)[] => ['mortgage-flow', 'registration', id],
  release: (id: number) => ['mortgage-flow', 'release', id] as const,
};

/** After a write: the three lists, their remembered totals and the details are read again. */
export const refreshMortgageFlow = (client: QueryClient) =>
  refreshAfterWrite(
    client,
    [MORTGAGE_REQUEST_LIST, MORTGAGE_REGISTRATION_LIST, MORTGAGE_RELEASE_LIST, REQUESTABLE_BILL_LIST, RELEASABLE_BILL_LIST],
    [mortgageFlowKeys.all],
  );

export const mortgageOptionsQuery = queryOptions({
  queryKey: mortgageFlowKeys.options,
  queryFn: ({ signal }) => call(api.options, {}, { signal }),
});
/** A request as the request page reads it, or (registering) as the registration page does, in its own scope. */
export const mortgageRequestQuery = (id: number, registering = false) =>
  queryOptions({
    queryKey: registering ? mortgageFlowKeys.registration(id) : mortgageFlowKeys.request(id),
    queryFn: ({ signal }) => call(registering ? api.registrationDetail : api.requestDetail, { params: { id } }, { signal }),
  });
export const mortgageReleaseQuery = (id: number) =>
  queryOptions({
    queryKey: mortgageFlowKeys.release(id),
    queryFn: ({ signal }) => call(api.releaseDetail, { params: { id } }, { signal }),
  });

/** Forms show their refusals themselves (silent); the decisions show theirs as messages. */
export const createMortgageRequest = (body: MortgageRequestInput) => call(api.requestCreate, { body }, { silent: true });
export const approveMortgageRequest = (id: number, flowVersion: number) =>
  call(api.requestApprove, { params: { id }, body: { flowVersion } });
export const rejectMortgageRequest = (id: number, flowVersion: number, comment: string) =>
  call(api.requestReject, { params: { id }, body: { flowVersion, comment } }, { silent: true });
export const registerMortgage = (id: number, body: MortgageRegistrationInput) =>
  call(api.register, { params: { id }, body }, { silent: true });
/** A correction (decision 0071): certificate images added to a registered property. */
export const addMortgageImages = (id: number, body: MortgageImageAddInput) =>
  call(api.addImages, { params: { id }, body }, { silent: true });
export const createMortgageRelease = (body: MortgageReleaseInput) => call(api.releaseCreate, { body }, { silent: true });
export const approveMortgageRelease = (id: number, flowVersion: number) =>
  call(api.releaseApprove, { params: { id }, body: { flowVersion } });
export const rejectMortgageRelease = (id: number, flowVersion: number, comment: string) =>
  call(api.releaseReject, { params: { id }, body: { flowVersion, comment } }, { silent: true });
export const markMortgageReleased = (id: number, version: number) => call(api.releaseDone, { params: { id }, body: { version } });

/** The release form's bills: those whose mortgage is fully registered (request status 4). */
export const registeredBillsQuery = queryOptions({
  queryKey: [...mortgageFlowKeys.all, 'registered-bills'] as const,
  queryFn: ({ signal }) => call(api.requestList, { query: { status: 4, pageSize: 100, withTotal: '0' } }, { signal }),
});
