import type { FastifyInstance } from 'fastify';
import { PUBLIC, access } from '../../plugins/access';
import type { HealthService } from './health.service';

/**
 * Readiness: the database answers. Used by load balancers and `npm start` checks. Not a contract
 * endpoint: its 503 is an answer ("down"), not an error, and it is outside every domain prefix.
 */
export async function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  app.get('/health', {
    config: access(PUBLIC, 'none'),
    handler: async (_request, reply) => {
      const data = await health.check();
      if (data.status === 'up') return { code: 200, msg: 'ok', data };
      return reply.status(503).send({ code: 503, msg: 'database unavailable', data });
    },
  });
}
