import { TELEMETRY_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { serveContract } from '../../lib/serve-endpoint';
import { telemetryRepository } from './telemetry.repository';

/** Client error reports and page views land in our own database (spec 001 §7 tracking). */
export async function telemetryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serveContract(app, TELEMETRY_API, {
    record: async ({ user, body }) => {
      await telemetryRepository.record(db, user.id, body.events);
      return null;
    },
  });
}
