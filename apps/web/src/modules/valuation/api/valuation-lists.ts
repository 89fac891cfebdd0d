import { VALUATION_API } from '@lc/shared';
import { listSource } from '@/lib/api-client';

/**
 * /mortgageEvsManage/mortgageEvsList (code 200: the shared list block), apart from the valuation
 * forms' calls: the list then does not build their schemas on its first load.
 */
export const EVS_LIST = listSource(VALUATION_API.endpoints.evsList);
/** The list's export endpoint (the export button calls it). */
export { VALUATION_EXPORT } from '@lc/shared';
