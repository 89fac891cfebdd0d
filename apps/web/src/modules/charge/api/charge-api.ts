import { CHARGE_API, type ChargeStandardUpdate, type ManagerLevel } from '@lc/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, listSource } from '@/lib/api-client';

const api = CHARGE_API.endpoints;

/** The list block's source: the standards. */
export const CHARGE_STANDARD_LIST = listSource(api.standardList);
/** The list block's source: the salespeople and their levels. */
export const MANAGER_LEVEL_LIST = listSource(api.managerLevelList);

export const chargeKeys = {
  all: ['charge'] as const,
  standard: (code: string, versionNo: number | null) => ['charge', 'standard', code, versionNo] as const,
};

/** After a write the list's remembered total is counted again. */
export const forgetChargeTotals = (client: QueryClient) => client.removeQueries({ queryKey: ['list-total', CHARGE_STANDARD_LIST.listUrl] });

/** One version of a standard (null: the current one) and its history. */
export const chargeStandardQuery = (code: string, versionNo: number | null) =>
  queryOptions({
    queryKey: chargeKeys.standard(code, versionNo),
    queryFn: ({ signal }) => call(api.standardDetail, { params: { code }, query: versionNo === null ? {} : { versionNo } }, { signal }),
  });

/** Saves the standard's next version; the form shows refusals (400, 409): silent here. */
export const saveChargeStandard = (code: string, body: ChargeStandardUpdate) =>
  call(api.standardUpdate, { params: { code }, body }, { silent: true });

/** Sets a salesperson's level; refusals are shown by the client. */
export const saveManagerLevel = (id: number, level: ManagerLevel) => call(api.managerLevelUpdate, { params: { id }, body: { level } });
