import { z } from 'zod';
import { SIGNED_IN, contract, endpoint } from '../api/contract';
import { clientEventBody } from './telemetry.schema';

/** The web app's page views and error reports, batched (at most 50 a call). */
export const TELEMETRY_API = contract('telemetry', {
  record: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/telemetry/events',
    access: { permission: SIGNED_IN, dataScope: 'own' },
    body: z.object({ events: z.array(clientEventBody).min(1).max(50) }),
  }),
});
