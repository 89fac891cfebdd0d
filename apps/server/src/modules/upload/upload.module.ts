import { defineModule } from '../module-kit';
import { uploadRoutes } from './upload.routes';
import { type UploadService, createUploadService } from './upload.service';

declare module '../module-kit' {
  interface ModuleServices {
    upload: UploadService;
  }
}

/** Images, encrypted at rest. */
export const uploadModule = defineModule({
  name: 'upload',
  create: ({ db, files, clock, config }) => {
    const service = createUploadService({ db, files, clock, mediaKey: config.mediaKey });
    return { service, routes: async (app) => uploadRoutes(app, { uploadService: service }) };
  },
});
