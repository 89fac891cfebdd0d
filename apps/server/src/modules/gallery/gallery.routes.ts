import { GALLERY_PERMISSION, envelope, sampleRecordListQuery, sampleRecordListReply } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { access, currentUser } from '../../plugins/access';
import type { GalleryService } from './gallery.service';

/** The gallery's sample data (/systemTools/testList): the list block's server side. */
export async function galleryRoutes(app: FastifyInstance, { galleryService }: { galleryService: GalleryService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/gallery/records', {
    config: access(GALLERY_PERMISSION, 'scoped'),
    schema: { tags: ['gallery'], querystring: sampleRecordListQuery, response: { 200: envelope(sampleRecordListReply) } },
    handler: async (request) => ok(await galleryService.list(currentUser(request), request.query)),
  });
}
