import { APPOINT_DESK, DISPATCH_PERMISSION, ZK_APPOINT_DESK, ZK_LIST_DESK } from '@lc/shared';
import { defineModule } from '../module-kit';
import { appointmentRoutes } from './appointment.routes';
import { createAppointmentService } from './appointment.service';
import { createDispatchService } from './dispatch.service';
import { type FieldVisitService, createFieldVisitService } from './field-visits.service';
import { appointmentOwnerFollowers } from './appointment-owner.repository';

/** Appointments (/appoint, /zkManager) and their dispatch (/dispatch). */
export type AppointmentService = {
  appointments: ReturnType<typeof createAppointmentService>;
  /** /zkManager/zkAppoint: direct clients' visits, booked under zk_appointment_list. */
  zkAppointments: ReturnType<typeof createAppointmentService>;
  /** /zkManager/zkList: the same visits, read under zk_list. */
  zkList: ReturnType<typeof createAppointmentService>;
  dispatch: ReturnType<typeof createDispatchService>;
  /** What a field order changes on its visit (the field-order module). */
  fieldVisits: FieldVisitService;
};

declare module '../module-kit' {
  interface ModuleServices {
    appointment: AppointmentService;
  }
}

/** Field-visit appointments and dispatch (issue 18 items 1, 2 and the dispatch badge of item 9). */
export const appointmentModule = defineModule({
  name: 'appointment',
  create: ({ db, clock }, use) => {
    const org = use('identity').orgFilter;
    const bill = use('bill');
    const deps = { db, clock, org, collateralOf: (ids: number[]) => bill.collateralOf(ids) };
    const service: AppointmentService = {
      appointments: createAppointmentService(deps, APPOINT_DESK),
      zkAppointments: createAppointmentService(deps, ZK_APPOINT_DESK),
      zkList: createAppointmentService(deps, ZK_LIST_DESK),
      dispatch: createDispatchService({ db, org }),
      fieldVisits: createFieldVisitService(),
    };
    return {
      service,
      billOwnerFollowers: appointmentOwnerFollowers,
      routes: async (app) => appointmentRoutes(app, service),
      badges: [{ key: '/dispatch/dispatchList', permission: DISPATCH_PERMISSION, count: (user) => service.dispatch.openCount(user) }],
    };
  },
});
