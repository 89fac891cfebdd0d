import type { ClientEvent } from '@lc/shared';
import type { Db } from '../../db/client';
import { telemetryRepository as repo } from './telemetry.repository';

/** Client error reports and page views, kept in our own database (spec 001 §7 tracking). */
export function createTelemetryService({ db }: { db: Db }) {
  return {
    record: (userId: number, events: ClientEvent[]) => repo.record(db, userId, events),
  };
}
export type TelemetryService = ReturnType<typeof createTelemetryService>;
