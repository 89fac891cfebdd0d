import { GALLERY_API, GALLERY_EXPORT_PATH } from '@lc/shared';

/** The list block's source: the contract's path (the list block adds paging and filters). */
export const GALLERY_LIST_URL = GALLERY_API.endpoints.list.path;
/** The export module's job for the sample list. */
export const GALLERY_EXPORT_URL = GALLERY_EXPORT_PATH;
