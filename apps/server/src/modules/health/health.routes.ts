import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PUBLIC, access } from '../../plugins/access';

/** Readiness: the database answers. Used by load balancers and `npm start` checks. */
export async function healthRoutes(app: FastifyInstance, { db, kind }: { db: Db; kind: string }) {
  app.get('/health', {
    config: access(PUBLIC, 'none'),
    handler: async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { code: 200, msg: 'ok', data: { database: kind, status: 'up' } };
      } catch {
        return reply.status(503).send({ code: 503, msg: 'database unavailable', data: { database: kind, status: 'down' } });
      }
    },
  });
}
