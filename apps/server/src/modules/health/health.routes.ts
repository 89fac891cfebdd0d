import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { PUBLIC, access } from '../../plugins/access';
import { healthRepository } from './health.repository';

/**
 * Readiness: the database answers. Used by load balancers and `npm start` checks. Not a contract
 * endpoint: its 503 is an answer ("down"), not an error, and it is outside every domain prefix.
 */
export async function healthRoutes(app: FastifyInstance, { db, kind }: { db: Db; kind: string }) {
  app.get('/health', {
    config: access(PUBLIC, 'none'),
    handler: async (_request, reply) => {
      try {
        await healthRepository.ping(db);
        return { code: 200, msg: 'ok', data: { database: kind, status: 'up' } };
      } catch {
        return reply.status(503).send({ code: 503, msg: 'database unavailable', data: { database: kind, status: 'down' } });
      }
    },
  });
}
