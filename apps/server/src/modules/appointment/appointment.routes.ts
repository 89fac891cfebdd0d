import { APPOINTMENT_API, ZK_APPOINTMENT_API } from '@lc/shared';
import type { FastifyInstance } from 'fastify';
import { keyed } from '../../lib/errors';
import { localeOf } from '../../lib/locale';
import { answer, serveContract } from '../../lib/serve-endpoint';
import { actorOf } from '../audit/audit.service';
import type { ModuleServices } from '../module-kit';

/** The module's service as its manifest declares it (importing the manifest here would make a cycle). */
type AppointmentService = ModuleServices['appointment'];

/** The appointment contract's handlers: parse (done by the contract) → service → reply. */
export async function appointmentRoutes(app: FastifyInstance, { appointments, zkAppointments, zkList, dispatch }: AppointmentService) {
  serveContract(app, APPOINTMENT_API, {
    list: ({ user, query }) => appointments.list(user, query),
    bills: ({ user, query }) => appointments.bills(user, query.keyword),
    create: ({ user, body, request }) => appointments.create(user, body, actorOf(request)),
    detail: ({ user, params }) => appointments.detail(user, params.id),
    cancel: ({ user, params, body, request }) => appointments.cancel(user, params.id, body.reason, actorOf(request)),
    board: ({ user, query }) => dispatch.board(user, query.day),
    assign: ({ user, params, body, request }) => dispatch.assign(user, params.id, body.fieldPersonId, body.version, actorOf(request)),
    assignBatch: async ({ user, body, request }) => {
      const results = await dispatch.assignBatch(user, body, localeOf(request.headers['accept-language']), actorOf(request));
      const ok = results.filter((r) => r.ok).length;
      return answer({ results }, keyed('appointmentBulkDone', { ok, failed: results.length - ok }));
    },
  });
  serveContract(app, ZK_APPOINTMENT_API, {
    list: ({ user, query }) => zkAppointments.list(user, query),
    bills: ({ user, query }) => zkAppointments.bills(user, query.keyword),
    create: ({ user, body, request }) => zkAppointments.create(user, body, actorOf(request)),
    detail: ({ user, params }) => zkAppointments.detail(user, params.id),
    cancel: ({ user, params, body, request }) => zkAppointments.cancel(user, params.id, body.reason, actorOf(request)),
    clientList: ({ user, query }) => zkList.list(user, query),
    clientDetail: ({ user, params }) => zkList.detail(user, params.id),
  });
}
