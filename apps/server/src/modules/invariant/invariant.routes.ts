import { INVARIANT_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { keyed } from '../../lib/errors';
import { answer, serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { InvariantService } from './invariant.service';

/** The money invariant check's handlers: the latest run, and a run now with the breaches it found in its message. */
export async function invariantRoutes(app: FastifyInstance, { invariantService }: { invariantService: InvariantService }) {
  serveContract(app, INVARIANT_API, {
    latest: () => invariantService.latest(),
    run: async ({ request }) => {
      const ran = await invariantService.runNow(actorOf(request));
      return answer(ran, keyed('invariantRan', { count: ran.run?.breachCount ?? 0 }));
    },
  });
}
