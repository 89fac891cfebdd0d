import { GALLERY_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import type { GalleryService } from './gallery.service';

/** The gallery's sample data (/systemTools/testList): the list block's server side. */
export async function galleryRoutes(app: FastifyInstance, { galleryService }: { galleryService: GalleryService }) {
  serveContract(app, GALLERY_API, {
    list: ({ user, query }) => galleryService.list(user, query),
  });
}
