// The appointment module's read surface (decision 0075): the visits, for the field orders' joins
// (one order per dispatched visit). Only repositories import it; a field order's changes to its
// visit go through the appointment module's field-visit service.
export { appointmentTable } from './appointment.repository';
