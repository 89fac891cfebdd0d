import { clientEventBody, envelope } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { SIGNED_IN, access, currentUser } from '../../plugins/access';
import { clientEvents } from './telemetry.table';

/** Client error reports and page views land in our own database (spec 001 §7 tracking). */
export async function telemetryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/v1/telemetry/events', {
    config: access(SIGNED_IN, 'own'),
    schema: {
      tags: ['telemetry'],
      body: z.object({ events: z.array(clientEventBody).min(1).max(50) }),
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      const userId = currentUser(request).id;
      await db.insert(clientEvents).values(request.body.events.map((e) => ({ userId, kind: e.kind, payload: e.payload })));
      return ok(null);
    },
  });
}
