import { defineModule } from '../module-kit';
import { galleryRoutes } from './gallery.routes';
import { type GalleryService, createGalleryService } from './gallery.service';
import { sampleRecordsExportSource } from './sample-records.export';

declare module '../module-kit' {
  interface ModuleServices {
    gallery: GalleryService;
  }
}

/** The component gallery's sample records (system tools). */
export const galleryModule = defineModule({
  name: 'gallery',
  create: ({ db }, use) => {
    const service = createGalleryService({ db, orgFilter: use('identity').orgFilter });
    return {
      service,
      routes: async (app) => galleryRoutes(app, { galleryService: service }),
      exportSources: [sampleRecordsExportSource(db)],
    };
  },
});
