import { TELEMETRY_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { serveContract } from '../../lib/serve-endpoint';
import type { TelemetryService } from './telemetry.service';

/** Client error reports and page views land in our own database (spec 001 §7 tracking). */
export async function telemetryRoutes(app: FastifyInstance, telemetry: TelemetryService) {
  serveContract(app, TELEMETRY_API, {
    record: async ({ user, body }) => {
      await telemetry.record(user.id, body.events);
      return null;
    },
  });
}
