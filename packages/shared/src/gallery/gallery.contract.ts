import { contract, endpoint } from '../api/contract';
import { GALLERY_PERMISSION } from './gallery.constants';
import { exportEndpoint } from '../export/export-endpoint';
import { sampleRecordFilter, sampleRecordListQuery, sampleRecordListReply } from './gallery.schema';

/** The gallery's sample data (/systemTools/testList): the list block's server side. */
export const GALLERY_API = contract('gallery', {
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/gallery/records',
    access: { permission: GALLERY_PERMISSION, dataScope: 'scoped' },
    query: sampleRecordListQuery,
    reply: sampleRecordListReply,
  }),
});

/** The sample list's export, served by the export module from the gallery's export source. */
export const GALLERY_EXPORT = exportEndpoint({
  path: '/v1/gallery/records/export',
  permission: GALLERY_PERMISSION,
  filter: sampleRecordFilter,
});
