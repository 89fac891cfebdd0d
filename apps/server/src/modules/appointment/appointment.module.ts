import { DISPATCH_PERMISSION } from '@lc/shared';
import { defineModule } from '../module-kit';
import { appointmentRoutes } from './appointment.routes';
import { createAppointmentService } from './appointment.service';
import { createDispatchService } from './dispatch.service';
import { appointmentOwnerFollowers } from './appointment-owner.repository';

/** Appointments (/appoint) and their dispatch (/dispatch). */
export type AppointmentService = {
  appointments: ReturnType<typeof createAppointmentService>;
  dispatch: ReturnType<typeof createDispatchService>;
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
    const service: AppointmentService = {
      appointments: createAppointmentService({ db, clock, org, collateralOf: (ids) => bill.collateralOf(ids) }),
      dispatch: createDispatchService({ db, org }),
    };
    return {
      service,
      billOwnerFollowers: appointmentOwnerFollowers,
      routes: async (app) => appointmentRoutes(app, service),
      badges: [{ key: '/dispatch/dispatchList', permission: DISPATCH_PERMISSION, count: (user) => service.dispatch.openCount(user) }],
    };
  },
});
