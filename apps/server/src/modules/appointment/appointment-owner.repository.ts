import { followBillOwner } from '../../db/follow-bill-owner';
import { appointments } from './appointment.table';

/** Appointments (and the field orders read through them) copy their bill's scope columns: they move with the bill. */
export const appointmentOwnerFollowers = [followBillOwner('appointments', appointments)];
