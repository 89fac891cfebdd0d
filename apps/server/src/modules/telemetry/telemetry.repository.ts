import type { ClientEvent } from '@lc/shared';
import type { Executor } from '../../db/client';
import { clientEvents } from './telemetry.table';

export const telemetryRepository = {
  async record(db: Executor, userId: number, events: ClientEvent[]) {
    await db.insert(clientEvents).values(events.map((e) => ({ userId, kind: e.kind, payload: e.payload })));
  },
};
