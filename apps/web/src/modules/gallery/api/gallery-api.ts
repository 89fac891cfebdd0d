import { GALLERY_API } from '@lc/shared';
import { listSource } from '@/lib/api-client';

const api = GALLERY_API.endpoints;

/** The list block's source: the contract's list endpoint (the block adds paging and filters). */
export const GALLERY_LIST = listSource(api.list);
/** The list's export endpoint (the export button calls it). */
export { GALLERY_EXPORT } from '@lc/shared';
