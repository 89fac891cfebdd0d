import type { SensitiveSource } from '../module-kit';
import type { StaffService } from './staff.service';

/** Staff ids are serial integers; anything else cannot be a staff record. */
const STAFF_ID = /^[1-9]\d{0,8}$/;

/** Staff mobiles and e-mails, within the data scope of staff management (sys_user_manage). */
export const staffSensitiveSource = (staff: Pick<StaffService, 'get'>): SensitiveSource => ({
  entity: 'staff',
  permission: 'sys_user_manage',
  fields: { mobile: 'mobile', email: 'email' },
  async load(user, id) {
    if (!STAFF_ID.test(id)) return null;
    const row = await staff.get(user, Number(id));
    return { mobile: row.mobile, email: row.email };
  },
});
